import torch
from torch import nn

A = torch.zeros(2, 3, 4, 5)
print(A.flatten().shape, A.flatten(1).shape, A.flatten(1, 2).shape)
assert A.flatten().shape == (120,)
assert A.flatten(1).shape == (2, 60)
assert A.flatten(1, 2).shape == (2, 12, 5)
print(A.unflatten(1, (3, 1)).shape, A.unflatten(-1, (5, -1)).shape)
assert A.unflatten(1, (3, 1)).shape == (2, 3, 1, 4, 5)
assert A.unflatten(-1, (5, -1)).shape == (2, 3, 4, 5, 1)

flat = nn.Flatten()(A)
print(flat.shape)
assert flat.shape == (2, 60)
assert nn.Unflatten(1, (3, 4, 5))(flat).shape == A.shape
