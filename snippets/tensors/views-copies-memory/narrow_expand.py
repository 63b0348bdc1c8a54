import torch

x = torch.arange(10)
n = x.narrow(0, 2, 3)
print(n.tolist(), n.storage_offset())
assert n.tolist() == x[2:5].tolist() == [2, 3, 4]
assert n.storage_offset() == 2

n[0] = -1
print(x.tolist())
assert x[2] == -1

col = torch.tensor([[1], [2]])
e = col.expand(2, 3)
print(e.tolist(), e.stride())
assert e.tolist() == [[1, 1, 1], [2, 2, 2]]
assert e.stride() == (1, 0)

# one element in memory, read three times
col[1, 0] = 5
print(e.tolist())
assert e[1].tolist() == [5, 5, 5]
