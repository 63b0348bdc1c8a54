import math

import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(64, 2)
y = (x[:, 0] > 0).long() + (x[:, 1] > 0).long()
model = nn.Sequential(nn.Linear(2, 32), nn.ReLU(), nn.Linear(32, 3))
loss_fn = nn.CrossEntropyLoss()
opt = torch.optim.Adam(model.parameters(), lr=0.05)

for _ in range(300):
    logits = model(x)
    loss = loss_fn(logits, y)
    opt.zero_grad()
    loss.backward()
    opt.step()

print(f"loss after 300 steps: {loss.item():.4f}")
assert loss.item() < math.log(1 + 2 / math.e) / 10

# Softmax only to report probabilities:
probs = model(x).softmax(dim=1)
print(
    "probabilities sum to 1:", torch.allclose(probs.sum(1), torch.ones(64))
)
# A log_softmax before the loss is harmless:
logp = logits.log_softmax(dim=1)
assert torch.allclose(loss_fn(logp, y), loss_fn(logits, y))
