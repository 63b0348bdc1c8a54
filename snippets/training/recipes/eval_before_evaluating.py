import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Linear(4, 16), nn.BatchNorm1d(16), nn.Dropout(0.5), nn.Linear(16, 1)
)
x = torch.randn(8, 4)

model.eval()
before = model[1].running_mean.clone()
with torch.no_grad():
    first, second = model(x), model(x)
    alone = model(x[:2])
print("same batch twice, same output:", torch.equal(first, second))
print(
    "running_mean changed:", not torch.equal(model[1].running_mean, before)
)
assert torch.equal(first, second)
assert torch.equal(model[1].running_mean, before)
# A sample's output no longer depends on
# its batch:
assert torch.allclose(alone, first[:2], atol=1e-6)

model.train()  # (1)!
assert all(m.training for m in model.modules())
