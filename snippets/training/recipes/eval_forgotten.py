import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Linear(4, 16), nn.BatchNorm1d(16), nn.Dropout(0.5), nn.Linear(16, 1)
)
x = torch.randn(8, 4)

before = model[1].running_mean.clone()
with torch.no_grad():  # (1)!
    first, second = model(x), model(x)
    alone = model(x[:2])
print("training mode:", model.training)
print("same batch twice, same output:", torch.equal(first, second))
print(
    "running_mean changed:", not torch.equal(model[1].running_mean, before)
)
# Dropout draws a new mask on each call:
assert not torch.equal(first, second)
# BatchNorm learnt from the evaluation data:
assert not torch.equal(model[1].running_mean, before)
# The output depends on the whole batch:
assert not torch.allclose(alone, first[:2])
