import torch
from torch import nn

model = nn.Linear(3, 2)
# the module itself moves...
assert model.cuda() is model
assert model.weight.device.type == "cuda"

t = torch.zeros(3)
# ...a tensor does not: it returns a copy
t.cuda()
assert t.device.type == "cpu"
t = t.cuda()
assert t.device.type == "cuda"
name = torch.cuda.get_device_name(torch.cuda.current_device())
# e.g. "NVIDIA H100 80GB HBM3"
assert isinstance(name, str) and name
