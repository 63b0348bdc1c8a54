import copy

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
data = TensorDataset(torch.randn(40, 4), torch.randn(40, 1))
loss_fn = nn.MSELoss()
N_STEPS = 4  # (1)!


def train_accumulated(model, loader, n_steps):
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    steps = []
    for i, (xb, yb) in enumerate(loader):
        start = i - i % n_steps
        group = min(n_steps, len(loader) - start)  # (2)!
        loss = loss_fn(model(xb), yb) / group
        loss.backward()
        if i + 1 == start + group:
            opt.step()
            opt.zero_grad()
            steps.append(group)
    return steps


def train_full_batches(model, loader):
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for xb, yb in loader:
        loss_fn(model(xb), yb).backward()
        opt.step()
        opt.zero_grad()


def rounded(model):
    return [round(w, 4) for w in model.weight.flatten().tolist()]


model = nn.Linear(4, 1)
reference = copy.deepcopy(model)
micro = DataLoader(data, batch_size=8)
steps = train_accumulated(model, micro, N_STEPS)
full = DataLoader(data, batch_size=8 * N_STEPS)  # (3)!
train_full_batches(reference, full)

print("micro-batches per step:", steps)
print("accumulated: ", rounded(model))
print("full batches:", rounded(reference))
assert steps == [4, 1]
for p, q in zip(model.parameters(), reference.parameters(), strict=True):
    torch.testing.assert_close(p, q)
assert all(p.grad is None for p in model.parameters())  # (4)!
