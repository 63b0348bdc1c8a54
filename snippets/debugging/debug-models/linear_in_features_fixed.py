import torch
from torch import nn

torch.manual_seed(0)
features = nn.Sequential(
    nn.Conv2d(1, 16, kernel_size=3, padding=1),
    nn.MaxPool2d(2),
    nn.Flatten(),
)
# measure the size with one dummy batch
with torch.no_grad():
    size = features(torch.zeros(1, 1, 32, 32)).shape[-1]
print(f"features per image: {size}")
assert size == 16 * 16 * 16
model = nn.Sequential(features, nn.Linear(size, 10))
assert model(torch.randn(2, 1, 32, 32)).shape == (2, 10)

# or let LazyLinear take it from the first
# batch it sees
lazy = nn.Sequential(features, nn.LazyLinear(10))
out = lazy(torch.randn(2, 1, 32, 32))
print(
    f"LazyLinear: in_features={lazy[1].in_features}, out {tuple(out.shape)}"
)
assert lazy[1].in_features == 4096
