import torch
from torch import nn

torch.manual_seed(0)
features = nn.Sequential(nn.Conv2d(3, 16, 5), nn.MaxPool2d(2))

# 16 * 5 * 5 fits 32x32 images; these are
# 28x28, so the maps are 16x12x12
x = features(torch.randn(2, 3, 28, 28))
print(tuple(x.shape))
try:
    x.view(-1, 16 * 5 * 5)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert "shape '[-1, 400]' is invalid for input of size 4608" in str(
        error
    )
else:
    raise AssertionError("view(-1, 400) should fail")

# when the count divides, nothing fails:
# 25 images become 144 rows of 400
many = features(torch.randn(25, 3, 28, 28)).view(-1, 16 * 5 * 5)
print(tuple(many.shape))
assert many.shape == (144, 400)
