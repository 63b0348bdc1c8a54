import inspect

import torch
from torch.utils.data import Subset, random_split

dataset = range(10)


def split(seed):
    g = torch.Generator().manual_seed(seed)
    parts = random_split(dataset, [7, 3], generator=g)
    return [list(part) for part in parts]


train, val = split(42)
print("train:", train, "val:", val)
torch.manual_seed(123)
# other code uses the global random state...
torch.rand(5)
# ...and the split is still the same
assert [train, val] == split(42)
assert sorted(train + val) == list(range(10))
assert split(0) != [train, val]

g = torch.Generator().manual_seed(0)
fractions = random_split(dataset, [0.8, 0.2], generator=g)  # (1)!
thirds = random_split(dataset, [0.33, 0.33, 0.34], generator=g)
print("[0.8, 0.2]:", [len(s) for s in fractions])
print("[0.33, 0.33, 0.34]:", [len(s) for s in thirds])
assert [len(s) for s in fractions] == [8, 2]
assert [len(s) for s in thirds] == [4, 3, 3]
assert all(isinstance(s, Subset) for s in fractions)

assert "generator" in inspect.signature(random_split).parameters
