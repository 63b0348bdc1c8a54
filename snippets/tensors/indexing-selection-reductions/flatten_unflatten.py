import torch
from torch import nn

A = torch.zeros(2, 3, 4, 5)
assert A.flatten().shape == (120,)  # all dims by default
assert A.flatten(1).shape == (2, 60)  # from start_dim to the end
assert A.flatten(1, 2).shape == (2, 12, 5)  # start_dim to end_dim, inclusive
assert A.unflatten(1, (3, 1)).shape == (2, 3, 1, 4, 5)  # dim 1 becomes 3×1
assert A.unflatten(-1, (5, -1)).shape == (2, 3, 4, 5, 1)  # -1 is inferred

assert nn.Flatten()(A).shape == (2, 60)  # the module starts at dim 1
assert nn.Unflatten(1, (3, 4, 5))(nn.Flatten()(A)).shape == A.shape
