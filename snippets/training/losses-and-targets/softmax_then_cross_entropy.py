import math

import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(64, 2)
y = (x[:, 0] > 0).long() + (x[:, 1] > 0).long()
model = nn.Sequential(nn.Linear(2, 32), nn.ReLU(), nn.Linear(32, 3))
loss_fn = nn.CrossEntropyLoss()
opt = torch.optim.Adam(model.parameters(), lr=0.05)


def gradient_norm(outputs):
    model.zero_grad()
    loss_fn(outputs, y).backward()
    grads = [p.grad.flatten() for p in model.parameters()]
    return torch.cat(grads).norm().item()


# Before training, the softmax shrinks the
# gradient:
shrunk = gradient_norm(model(x).softmax(dim=1))
full = gradient_norm(model(x))
print(f"first gradient norm: {shrunk:.4f} vs {full:.4f} on logits")
assert shrunk < full / 2

for _ in range(300):
    probs = model(x).softmax(dim=1)  # (1)!
    loss = loss_fn(probs, y)
    opt.zero_grad()
    loss.backward()
    opt.step()

# The lowest CrossEntropyLoss on
# probabilities: 1 for the right class, 0
# for the other two.
floor = math.log(1 + 2 / math.e)
print(f"loss after 300 steps: {loss.item():.4f}")
print(f"lowest possible on probabilities: {floor:.4f}")
# It levelled off at the floor:
assert floor < loss.item() < floor + 0.01
perfect = loss_fn(torch.eye(3), torch.arange(3))
assert math.isclose(perfect.item(), floor, rel_tol=1e-6)
