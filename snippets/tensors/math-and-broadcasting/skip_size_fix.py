import torch
import torch.nn.functional as F

torch.manual_seed(0)
skip = torch.randn(1, 8, 5, 5)
down = F.max_pool2d(skip, 2)

# upsample to the skip's own size
up = F.interpolate(down, size=skip.shape[-2:])
merged = up + skip
print(tuple(merged.shape))
assert merged.shape == skip.shape

# or pad one row and one column
padded = F.pad(F.interpolate(down, scale_factor=2), (0, 1, 0, 1))
assert (padded + skip).shape == skip.shape
