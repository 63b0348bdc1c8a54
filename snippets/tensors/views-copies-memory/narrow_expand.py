import torch

x = torch.arange(10)
n = x.narrow(0, 2, 3)  # elements 2, 3, 4: the same as x[2:5]
assert n.tolist() == [2, 3, 4]
n[0] = -1
assert x[2] == -1  # a view
assert n.storage_offset() == 2  # it starts two elements into x's storage

col = torch.tensor([[1], [2]])
e = col.expand(2, 3)  # a view that repeats each row 3 times
assert e.tolist() == [[1, 1, 1], [2, 2, 2]]
assert e.stride() == (1, 0)  # stride 0: every step along dim 1 stays in place
col[1, 0] = 5
assert e[1].tolist() == [5, 5, 5]  # one element in memory, read three times
