import timm
import torch
from PIL import Image

data_config = {
    "input_size": (3, 224, 224),
    "interpolation": "bicubic",
    "mean": (0.485, 0.456, 0.406),
    "std": (0.229, 0.224, 0.225),
    "crop_pct": 0.875,
    "crop_mode": "center",
}
transforms = timm.data.create_transform(**data_config, is_training=False)
print(transforms)

# an image made in code: one colour, 320x240
rgb = (124, 116, 104)
img = Image.new("RGB", (320, 240), rgb)

# 224 / 0.875 = 256: the shorter side goes to
# 256, the aspect ratio kept; then crop 224
resize = transforms.transforms[0]
print("resized:", resize(img).size)
assert resize.size == 256
assert resize(img).size == (341, 256)

out = transforms(img)
print(tuple(out.shape))
assert out.shape == (3, 224, 224)

# every pixel: (value / 255 - mean) / std
mean = torch.tensor(data_config["mean"]).view(3, 1, 1)
std = torch.tensor(data_config["std"]).view(3, 1, 1)
expected = (torch.tensor(rgb).view(3, 1, 1) / 255 - mean) / std
torch.testing.assert_close(
    out, expected.expand(3, 224, 224), atol=1e-5, rtol=0
)
