import torch

torch.manual_seed(0)
nhwc = torch.rand(8, 32, 32, 3)  # a batch as image libraries store it
conv = torch.nn.Conv2d(in_channels=3, out_channels=16, kernel_size=3)

try:
    conv(nhwc)  # (1)!
except RuntimeError as error:
    assert "expected input[8, 32, 32, 3] to have 3 channels, but got 32" in str(error)
else:
    raise AssertionError("Conv2d should refuse a channels-last batch")

nchw = nhwc.permute(0, 3, 1, 2)  # from NHWC to NCHW
assert nchw.shape == (8, 3, 32, 32)
assert nchw[5, 2, 10, 20] == nhwc[5, 10, 20, 2]  # the same pixel, indexed anew
assert nchw.data_ptr() == nhwc.data_ptr()  # permute moved no data:
nhwc[5, 10, 20, 2] = 7.0  # a write through one shows in the other
assert nchw[5, 2, 10, 20] == 7.0
assert conv(nchw).shape == (8, 16, 30, 30)
