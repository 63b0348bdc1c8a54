import torch
from torch import nn

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))

for child in model.children():  # the memo's loop: every child
    for param in child.parameters():
        param.requires_grad = False

try:
    torch.optim.Adam(filter(lambda p: p.requires_grad, model.parameters()), lr=0.1)
except ValueError as error:
    assert "optimizer got an empty parameter list" in str(error)
else:
    raise AssertionError("expected a ValueError")
