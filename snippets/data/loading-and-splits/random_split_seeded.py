import inspect

import torch
from torch.utils.data import Subset, random_split

dataset = range(10)


def split(seed):
    g = torch.Generator().manual_seed(seed)
    return [list(s) for s in random_split(dataset, [7, 3], generator=g)]


train, val = split(42)
torch.manual_seed(123)
torch.rand(5)  # other code uses the global random state in between...
assert [train, val] == split(42)  # ...and the split is still the same
assert sorted(train + val) == list(range(10))  # disjoint and complete
assert split(0) != [train, val]

fractions = random_split(dataset, [0.8, 0.2], generator=torch.Generator())  # (1)!
assert [len(s) for s in fractions] == [8, 2]
assert all(isinstance(s, Subset) for s in fractions)  # the parts are Subsets
thirds = random_split(dataset, [0.33, 0.33, 0.34])
assert [len(s) for s in thirds] == [4, 3, 3]  # 3 + 3 + 3, remainder to the first

assert "generator" in inspect.signature(random_split).parameters
