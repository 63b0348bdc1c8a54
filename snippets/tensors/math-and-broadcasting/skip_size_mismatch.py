import torch
import torch.nn.functional as F

torch.manual_seed(0)
# a U-Net skip connection, odd size:
# pooling 5x5 gives 2x2, upsampling gives 4x4
skip = torch.randn(1, 8, 5, 5)
up = F.interpolate(F.max_pool2d(skip, 2), scale_factor=2)
print(tuple(up.shape), tuple(skip.shape))

try:
    up + skip
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert (
        "The size of tensor a (4) must match the size of tensor b (5) "
        "at non-singleton dimension 3"
    ) in str(error)
else:
    raise AssertionError("4x4 + 5x5 should fail")
