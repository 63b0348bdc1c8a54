import torch

A = torch.tensor([[3.0, 9.0, 1.0, 7.0], [8.0, 2.0, 6.0, 5.0]])

best = A.max(dim=1)  # a named tuple: no need for `max_v, _ = A.max(dim=1)`
max_v, max_i = best  # still a tuple, so unpacking works too
assert torch.equal(max_v, best.values) and torch.equal(max_i, best.indices)
assert best.values.tolist() == [9.0, 8.0]
assert best.indices.tolist() == [1, 0]
assert A.max().item() == 9.0  # without dim: a single value, no indices

top = A.topk(2)  # the 2 largest along the last dimension, largest first
assert top.values.tolist() == [[9.0, 7.0], [8.0, 6.0]]
assert top.indices.tolist() == [[1, 3], [0, 2]]
assert A.topk(2, dim=0).values.tolist() == [[8.0, 9.0, 6.0, 7.0], [3.0, 2.0, 1.0, 5.0]]
assert torch.topk(A, 1, largest=False).values.tolist() == [[1.0], [2.0]]
