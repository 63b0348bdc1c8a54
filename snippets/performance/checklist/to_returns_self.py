import torch
from torch import nn

t = torch.zeros(3)
same = t.to("cpu")
t64 = t.to(torch.float64)
print(same is t, t64 is t, t.dtype, t64.dtype)
# already there, same dtype: t itself
assert same is t
# a change: a new tensor, t is untouched
assert t64 is not t and t.dtype == torch.float32

model = nn.Linear(3, 2)
moved = model.to(torch.float64)
print(moved is model, model.weight.dtype)
# a module's .to changes the module itself
assert moved is model
assert model.weight.dtype == torch.float64
