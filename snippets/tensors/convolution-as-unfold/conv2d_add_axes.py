import torch
from torch import nn

torch.manual_seed(0)
conv = nn.Conv2d(1, 4, kernel_size=3)

# add a channel axis: (C, H, W), one image
image = torch.randn(8, 8)
one = conv(image[None])
print(tuple(one.shape))
assert one.shape == (4, 6, 6)

# add batch and channel: (N, C, H, W)
batch = conv(image[None, None])
print(tuple(batch.shape))
torch.testing.assert_close(batch[0], one)

# merge clips and frames into one batch axis,
# then split it again
clips = torch.randn(2, 3, 1, 8, 8)
out = conv(clips.flatten(0, 1)).unflatten(0, (2, 3))
print(tuple(out.shape))
assert out.shape == (2, 3, 4, 6, 6)
torch.testing.assert_close(out[1, 2], conv(clips[1, 2][None])[0])
