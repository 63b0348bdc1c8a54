import torch
from torch import nn

torch.manual_seed(0)
features = nn.Sequential(nn.Conv2d(3, 16, 5), nn.MaxPool2d(2))

# keep the batch dimension, flatten the rest
x = features(torch.randn(2, 3, 28, 28))
flat = torch.flatten(x, 1)
print(tuple(flat.shape))
assert flat.shape == (2, 16 * 12 * 12)
assert torch.equal(flat, x.view(x.size(0), -1))

# size the next layer from the real shape
head = nn.Linear(flat.size(1), 10)
print(tuple(head(flat).shape))
assert head(flat).shape == (2, 10)

# or let LazyLinear read it on the first call
lazy = nn.LazyLinear(10)
assert lazy(flat).shape == (2, 10)
assert lazy.in_features == 2304
