import torch

x = torch.tensor([1, 2, 3])
y = x[[0, 2], None]  # pick elements 0 and 2, then add a dimension
print(y)
assert y.shape == (2, 1)
assert torch.equal(y, x[[0, 2]].view(-1, 1))  # the memo's equivalent

y[0, 0] = 100  # indexing with a list (advanced indexing) copies...
assert x.tolist() == [1, 2, 3]  # ...so the original is untouched

x[[0, 2]] = 0  # but assigning through it writes in place
assert x.tolist() == [0, 2, 0]
