import importlib.util
import tempfile
from pathlib import Path

import mmengine
from mmengine import Config

# the notebook's packages: not installed here
for name in ["mmcv", "mmaction"]:
    print(name, "installed:", importlib.util.find_spec(name) is not None)
# mmcv's Config lives on in mmengine
assert hasattr(mmengine, "Config")

with tempfile.TemporaryDirectory() as folder:
    pyy, py = Path(folder, "apn.pyy"), Path(folder, "apn.py")
    pyy.write_text("model = dict(type='Recognizer3D')\n")
    try:
        Config.fromfile(pyy)
    except OSError as error:
        print(f"OSError: {error}")
        assert "Only py/yml/yaml/json" in str(error)
    else:
        raise AssertionError("fromfile accepted .pyy")

    py.write_text(pyy.read_text())
    cfg = Config.fromfile(py)
print(cfg.model)
assert cfg.model.type == "Recognizer3D"
