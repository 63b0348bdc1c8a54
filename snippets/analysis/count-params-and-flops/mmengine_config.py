import tempfile
from pathlib import Path

from mmengine import Config

with tempfile.TemporaryDirectory() as folder:
    path = Path(folder, "x3d_config.py")
    path.write_text(
        "model = dict(\n"
        "    type='Recognizer3D',\n"
        "    backbone=dict(type='X3D', gamma_w=1, gamma_b=2.25),\n"
        ")\n"
    )
    cfg = Config.fromfile(path)
print(cfg.model.backbone)
print(type(cfg).__module__)

assert cfg.model.backbone.type == "X3D"
assert cfg.model.backbone["gamma_b"] == 2.25
assert type(cfg).__module__ == "mmengine.config.config"
