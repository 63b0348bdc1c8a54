import torch
from torch import nn

cuda = torch.cuda.is_available()
device = torch.device("cuda" if cuda else "cpu")
model = nn.Linear(4, 2).to(device)
x = torch.randn(3, 4, device=device)
y = model(x)
print(tuple(y.shape))
assert y.device.type == device.type
