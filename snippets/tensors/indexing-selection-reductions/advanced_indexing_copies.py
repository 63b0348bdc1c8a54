import torch

x = torch.tensor([1, 2, 3])
# elements 0 and 2, then a new dimension
y = x[[0, 2], None]
print(y)
assert y.shape == (2, 1)
assert torch.equal(y, x[[0, 2]].view(-1, 1))

y[0, 0] = 100
print(f"after y[0, 0] = 100: x = {x.tolist()}")
assert x.tolist() == [1, 2, 3]

x[[0, 2]] = 0
print(f"after x[[0, 2]] = 0: x = {x.tolist()}")
assert x.tolist() == [0, 2, 0]
