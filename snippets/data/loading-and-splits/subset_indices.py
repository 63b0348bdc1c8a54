import torch
from torch.utils.data import Subset, TensorDataset

data = TensorDataset(torch.arange(10.0), torch.arange(10) % 2)
g = torch.Generator().manual_seed(0)
perm = torch.randperm(10, generator=g).tolist()
train, val = Subset(data, perm[:8]), Subset(data, perm[8:])

x, y = val[0]
print("val indices:", val.indices, "val[0]:", x.item(), y.item())
assert len(train) == 8 and len(val) == 2
assert x == perm[8] and y == perm[8] % 2  # (1)!
