import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 8), nn.Linear(8, 2))

for child in list(model.children())[:2]:  # (1)!
    for param in child.parameters():
        param.requires_grad = False

optimizer = torch.optim.AdamW(
    filter(lambda p: p.requires_grad, model.parameters()), lr=0.1, weight_decay=0.1
)
before = [p.detach().clone() for p in model.parameters()]
for _ in range(3):
    optimizer.zero_grad()
    model(torch.randn(16, 4)).pow(2).mean().backward()
    optimizer.step()

frozen, trained = model[0].parameters(), model[2:].parameters()
assert all(p.grad is None for p in model[0].parameters())  # no gradient computed
after = dict(zip(model.parameters(), before, strict=True))
assert all(torch.equal(p, after[p]) for p in frozen)  # unchanged
assert all(not torch.equal(p, after[p]) for p in trained)  # moved
