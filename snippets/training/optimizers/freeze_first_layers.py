import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 8), nn.Linear(8, 2)
)

for child in list(model.children())[:2]:  # (1)!
    for param in child.parameters():
        param.requires_grad = False

optimizer = torch.optim.AdamW(
    filter(lambda p: p.requires_grad, model.parameters()),
    lr=0.1,
    weight_decay=0.1,
)
before = {n: p.detach().clone() for n, p in model.named_parameters()}
for _ in range(3):
    optimizer.zero_grad()
    model(torch.randn(16, 4)).pow(2).mean().backward()
    optimizer.step()

params = dict(model.named_parameters())
unchanged = [n for n, p in params.items() if torch.equal(p, before[n])]
no_grad = [n for n, p in params.items() if p.grad is None]
print("unchanged:", unchanged)
print("without a gradient:", no_grad)
assert unchanged == no_grad == ["0.weight", "0.bias"]
