import random

import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)  # (1)!
    torch.backends.cudnn.deterministic = True  # (2)!
    torch.backends.cudnn.benchmark = False


def run(seed, cudnn_flags=True):
    seed_everything(seed)
    if not cudnn_flags:
        torch.backends.cudnn.deterministic = False
        torch.backends.cudnn.benchmark = True
    data = TensorDataset(torch.randn(64, 8), torch.randn(64, 1))
    loader = DataLoader(data, batch_size=16, shuffle=True)
    model = nn.Sequential(
        nn.Linear(8, 16), nn.Dropout(0.2), nn.Linear(16, 1)
    )
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for _ in range(2):
        for xb, yb in loader:
            opt.zero_grad()
            nn.functional.mse_loss(model(xb), yb).backward()
            opt.step()
    return [p.detach().clone() for p in model.parameters()]


def same(a, b):
    return all(torch.equal(p, q) for p, q in zip(a, b, strict=True))


a, b, c = run(1), run(1), run(2)
print("seed 1 twice, bit-identical:", same(a, b))
print("seed 1 vs seed 2, identical:", same(a, c))
assert same(a, b)
assert not same(a, c)
assert torch.backends.cudnn.deterministic
assert not torch.backends.cudnn.benchmark

# The flags' opposite changes nothing here:
d = run(1, cudnn_flags=False)
print("seed 1 without the cuDNN flags, on the CPU:", same(a, d))
assert same(a, d)
assert torch.backends.cudnn.benchmark
