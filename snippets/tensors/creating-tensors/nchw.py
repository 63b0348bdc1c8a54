import torch
from torch import nn

torch.manual_seed(0)
# a batch as image libraries store it
nhwc = torch.rand(8, 32, 32, 3)
conv = nn.Conv2d(in_channels=3, out_channels=16, kernel_size=3)

try:
    conv(nhwc)  # (1)!
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    message = str(error)
    assert "expected input[8, 32, 32, 3] to have 3 channels" in message
    assert "but got 32 channels" in message
else:
    raise AssertionError("Conv2d should refuse a channels-last batch")

# from NHWC to NCHW
nchw = nhwc.permute(0, 3, 1, 2)
print(nchw.shape, conv(nchw).shape)
assert nchw.shape == (8, 3, 32, 32)
assert conv(nchw).shape == (8, 16, 30, 30)
# one image, unbatched: C, H, W
assert conv(nchw[0]).shape == (16, 30, 30)
# the same pixel, indexed anew
assert nchw[5, 2, 10, 20] == nhwc[5, 10, 20, 2]
# permute moved no data: a write through
# one tensor shows in the other
assert nchw.data_ptr() == nhwc.data_ptr()
nhwc[5, 10, 20, 2] = 7.0
assert nchw[5, 2, 10, 20] == 7.0
