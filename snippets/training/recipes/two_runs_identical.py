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


def run(seed, cudnn_flags=True, reseed=None):
    seed_everything(seed)
    if reseed is not None:
        # the check: one generator, seed + 1
        reseed(seed + 1)
    if not cudnn_flags:
        torch.backends.cudnn.deterministic = False
        torch.backends.cudnn.benchmark = True
    x = np.random.randn(64, 8).astype("float32")  # (3)!
    y = np.random.randn(64, 1).astype("float32")
    data = TensorDataset(torch.from_numpy(x), torch.from_numpy(y))
    shuffle = torch.Generator().manual_seed(random.randrange(2**31))  # (4)!
    loader = DataLoader(
        data, batch_size=16, shuffle=True, generator=shuffle
    )
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

# Each of the three seeds matters:
reseeds = {"random": random.seed, "NumPy": np.random.seed}
reseeds["torch"] = torch.manual_seed
for name, reseed in reseeds.items():
    changed = run(1, reseed=reseed)
    print(f"seed 1 but {name} 2, identical:", same(a, changed))
    assert not same(a, changed)

# The flags' opposite changes nothing here:
d = run(1, cudnn_flags=False)
print("seed 1 without the cuDNN flags, on the CPU:", same(a, d))
assert same(a, d)
assert torch.backends.cudnn.benchmark

# the documented deterministic mode
for phrase in (
    "will act deterministically when ``mode=True``",
    "will throw a :class:`RuntimeError` when ``mode=True``",
    "when called on CUDA tensor",
):
    assert phrase in " ".join(
        torch.use_deterministic_algorithms.__doc__.split()
    )
