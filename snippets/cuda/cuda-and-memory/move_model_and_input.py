import torch
from torch import nn

# "meta" stands in for "cuda": a device
# every build has, holding no data
device = torch.device("meta")
model = nn.Conv2d(3, 8, 3)
x = torch.randn(1, 3, 32, 32)

model.to(device)
x.to(device)
print("after x.to(device):", x.device)
# a module moves in place, a tensor does not
assert model.weight.device == device
assert x.device.type == "cpu"

x = x.to(device)
y = model(x)
print("after x = x.to(device):", x.device, tuple(y.shape))
assert y.device == device
