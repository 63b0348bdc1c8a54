import torch
from torch import nn

model = nn.Linear(3, 2)
assert model.cuda() is model  # the module itself moves...
assert model.weight.device.type == "cuda"

t = torch.zeros(3)
t.cuda()  # ...a tensor does not: the moved copy is the return value
assert t.device.type == "cpu"
t = t.cuda()
assert t.device.type == "cuda"
name = torch.cuda.get_device_name(torch.cuda.current_device())
assert isinstance(name, str) and name  # e.g. "NVIDIA H100 80GB HBM3"
