import torch
from torch import nn

x = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])
model = nn.Sequential(nn.Dropout(p=0.3))
assert model.training  # a module starts in training mode

torch.manual_seed(8)
out = model(x)
print(out)

kept = out != 0
assert torch.allclose(out[kept], x[kept] / (1 - 0.3))  # survivors scaled by 1/(1-p)

model.eval()
assert torch.equal(model(x), x)  # evaluation: the input passes through unchanged
