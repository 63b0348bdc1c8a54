import torch
from torch import nn

x = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])
model = nn.Sequential(nn.Dropout(p=0.3))
# a module starts in training mode
assert model.training

torch.manual_seed(8)
out = model(x)
print(out)

# survivors scaled by 1 / (1 - p)
kept = out != 0
assert torch.allclose(out[kept], x[kept] / (1 - 0.3))

# evaluation: the input passes unchanged
model.eval()
print(model(x))
assert torch.equal(model(x), x)
