import importlib.util
from pathlib import Path

import mmengine
from mmengine import Config

# the notebook's packages: not installed here
for name in ["mmcv", "mmaction"]:
    print(name, "installed:", importlib.util.find_spec(name) is not None)
# mmcv's Config lives on in mmengine
assert hasattr(mmengine, "Config")

Path("apn.pyy").write_text("model = dict(type='Recognizer3D')\n")
try:
    Config.fromfile("apn.pyy")
except OSError as error:
    print(f"OSError: {error}")
    assert "Only py/yml/yaml/json" in str(error)
else:
    raise AssertionError("fromfile accepted .pyy")

Path("apn.py").write_text(Path("apn.pyy").read_text())
cfg = Config.fromfile("apn.py")
print(cfg.model)
assert cfg.model.type == "Recognizer3D"
