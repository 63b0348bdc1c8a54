import torch
from torch.utils.data import Subset, TensorDataset

data = TensorDataset(torch.arange(10.0), torch.arange(10) % 2)
perm = torch.randperm(10, generator=torch.Generator().manual_seed(0)).tolist()
train, val = Subset(data, perm[:8]), Subset(data, perm[8:])

assert len(train) == 8 and len(val) == 2
x, y = val[0]
assert x == perm[8] and y == perm[8] % 2  # indices map into the full dataset
