import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(1, 8, kernel_size=3, padding=1),
    nn.ReLU(),
    nn.AdaptiveAvgPool2d(1),
    nn.Flatten(),
    nn.Linear(8, 2),
)

# a random batch shaped like the data
x = torch.randn(20, 1, 256, 256)
out = model(x)
print(out.shape)
assert out.shape == (20, 2)
# any height and width pass: the adaptive
# pooling makes them 1 x 1
for size in [(1, 1), (7, 9), (300, 17)]:
    assert model(torch.randn(2, 1, *size)).shape == (2, 2)

# three channels where the model expects one
try:
    model(torch.randn(20, 3, 256, 256))
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert "expected input[20, 3, 256, 256] to have 1 channels" in str(
        error
    )
else:
    raise AssertionError("a wrong channel count should fail")
