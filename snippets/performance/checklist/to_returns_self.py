import torch
from torch import nn

t = torch.zeros(3)
assert t.to("cpu") is t  # already on the device with that dtype: no copy
t64 = t.to(torch.float64)
assert t64 is not t and t.dtype == torch.float32  # a tensor's .to returns a new one

model = nn.Linear(3, 2)
assert model.to(torch.float64) is model  # a module's .to changes it in place
assert model.weight.dtype == torch.float64
