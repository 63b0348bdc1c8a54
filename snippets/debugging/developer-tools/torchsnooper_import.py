import traceback
from importlib.metadata import version
from importlib.util import find_spec

print(f"setuptools {version('setuptools')}")
print(f"torchsnooper {version('torchsnooper')}")
assert version("setuptools") == "84.2.1"

try:
    import torchsnooper
except ModuleNotFoundError as error:
    print(f"ModuleNotFoundError: {error}")
    assert error.name == "pkg_resources"
    # the failing line is torchsnooper's own
    frame = traceback.extract_tb(error.__traceback__)[-1]
    print(frame.line)
    assert frame.filename.endswith("torchsnooper/__init__.py")
else:
    raise AssertionError(f"{torchsnooper.__name__} imported")

# its tracer is PySnooper's, with a repr
with open(find_spec("torchsnooper").origin) as file:
    source = file.read()
assert "class TorchSnooper(pysnooper.tracer.Tracer):" in source
assert "custom_repr = (lambda x: True, self.compute_repr)" in source
