import torch
from torch import nn

conv = nn.Conv2d(3, 8, kernel_size=3, padding=1)

# images as NumPy/PIL lay them out:
# N x H x W x C (channels last)
images = torch.rand(2, 32, 32, 3)
try:
    conv(images)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert str(error) == (
        "Given groups=1, weight of size [8, 3, 3, 3], expected "
        "input[2, 32, 32, 3] to have 3 channels, but got 32 channels "
        "instead"
    )
else:
    raise AssertionError("the convolution did not raise")

# grayscale images into an RGB model
try:
    conv(torch.rand(2, 1, 32, 32))
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert "to have 3 channels, but got 1 channels instead" in str(error)
else:
    raise AssertionError("the convolution did not raise")
