import torch
from torch import nn

torch.manual_seed(0)
conv = nn.Conv2d(1, 4, kernel_size=3)

# a grayscale (H, W): no channel axis
image = torch.randn(8, 8)
try:
    conv(image)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert (
        "Expected 3D (unbatched) or 4D (batched) input to conv2d, "
        "but got input of size: [8, 8]"
    ) in str(error)
else:
    raise AssertionError("a 2-d input should fail")

# clips as (N, T, C, H, W): one axis extra
clips = torch.randn(2, 3, 1, 8, 8)
try:
    conv(clips)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert "but got input of size: [2, 3, 1, 8, 8]" in str(error)
else:
    raise AssertionError("a 5-d input should fail")
