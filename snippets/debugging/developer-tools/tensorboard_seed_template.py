# the template's line: a full-width comma
seed_line = 'writer = SummaryWriter(log_dir="runs"，comment="_x")'
try:
    compile(seed_line, "<seed>", "exec")
except SyntaxError as error:
    print(f"SyntaxError: {error.msg}")
    assert "invalid character '，' (U+FF0C)" in error.msg
else:
    raise AssertionError("the full-width comma compiled")

# the template's last line names `write`
namespace = {"writer": object()}
try:
    exec("write.close()", namespace)
except NameError as error:
    print(f"NameError: {error}")
    assert "name 'write' is not defined" in str(error)
else:
    raise AssertionError("write.close() ran")
