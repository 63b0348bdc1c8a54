seed = "from fvcore.nn import FlopCountAnalysis, flop_count_table, "
try:
    compile(seed, "<seed>", "exec")
except SyntaxError as error:
    print(f"SyntaxError: {error.msg}")
    assert "trailing comma not allowed" in error.msg
else:
    raise AssertionError("the seed's import compiled")

# without the comma, the line compiles
fixed = seed.rstrip(", ")
compile(fixed, "<fixed>", "exec")
print(fixed)
assert fixed.endswith("flop_count_table")
