import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
B = torch.tensor([[1.0, 1.0], [2.0, 2.0]])

calls = []
out = A.apply_(lambda v: calls.append(v) or v * 10)  # in place, element by element
assert out is A
assert A.tolist() == [[10.0, 20.0], [30.0, 40.0]]
assert calls == [1.0, 2.0, 3.0, 4.0]  # one Python call per element: slow

A.map_(B, lambda a, b: a + b)  # in place; b is B's element at the same position
assert A.tolist() == [[11.0, 21.0], [32.0, 42.0]]

assert torch.equal(A, torch.tensor([[10.0, 20.0], [30.0, 40.0]]) + B)  # vectorized
