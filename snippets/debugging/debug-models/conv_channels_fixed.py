import torch
from torch import nn

conv = nn.Conv2d(3, 8, kernel_size=3, padding=1)

# N x H x W x C to N x C x H x W
images = torch.rand(2, 32, 32, 3)
nchw = images.permute(0, 3, 1, 2)
print(f"permuted: {tuple(nchw.shape)} -> {tuple(conv(nchw).shape)}")
assert torch.equal(nchw[:, 2], images[..., 2])
assert conv(nchw).shape == (2, 8, 32, 32)

# grayscale: repeat the one channel three
# times, or build the first conv for 1
gray = torch.rand(2, 1, 32, 32)
rgb = gray.expand(-1, 3, -1, -1)
assert conv(rgb).shape == (2, 8, 32, 32)
conv_gray = nn.Conv2d(1, 8, kernel_size=3, padding=1)
print(f"gray: {tuple(conv_gray(gray).shape)}")
assert conv_gray(gray).shape == (2, 8, 32, 32)
