import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList(nn.Linear(4, 4) for _ in range(3))
        self.head = nn.Linear(4, 1)

    def forward(self, x):
        for block in self.blocks:
            x = torch.relu(block(x))
        return self.head(x)


model = Net()
names = [n for n, _ in model.named_parameters()]
print("parameters:", len(names), names[:2], "...")
assert len(names) == 8
assert list(model.state_dict()) == names

model.to(torch.float64)
out = model(torch.randn(2, 4, dtype=torch.float64))
print("after .to(float64):", model.blocks[0].weight.dtype, out.dtype)
assert all(p.dtype == torch.float64 for p in model.parameters())
