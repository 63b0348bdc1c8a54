import platform

import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.ReLU()).eval()
image = torch.rand(1, 3, 64, 64)


# The notes' hook, on the ReLU
# (cv2.resize left out):
def get_saliency_map(module, input, output):
    saliency_map = input[0].clone().detach().cpu()
    saliency_map = np.array(saliency_map)[0][0]
    saliency_map = np.uint8(saliency_map * 255)


handle = model[1].register_forward_hook(get_saliency_map)
with torch.no_grad():
    model(image)
handle.remove()

# 1. It returns None, and its map is gone:
with torch.no_grad():
    conv1 = model[0](image)
print("the hook returns:", get_saliency_map(model[1], (conv1,), None))
assert get_saliency_map(model[1], (conv1,), None) is None
assert "saliency_map" not in globals()

# 2. A feature map is not in [0, 1]:
fmap = conv1[0, 0].numpy()
print(f"channel 0 from {fmap.min():.2f} to {fmap.max():.2f}")
assert fmap.min() < 0
values = np.array([-0.5, 0.0, 0.5, 1.0, 1.5], np.float32)
print("np.uint8(x * 255):      ", np.uint8(values * 255))
print("clipped, then the cast: ", np.uint8(np.clip(values, 0, 1) * 255))
cast = np.uint8(fmap * 255)
# Out-of-range casts are undefined;
# an x86 processor wraps around:
if platform.machine() in ("x86_64", "AMD64"):
    assert not np.array_equal(cast, np.uint8(np.clip(fmap, 0, 1) * 255))
