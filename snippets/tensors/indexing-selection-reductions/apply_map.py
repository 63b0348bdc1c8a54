import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
B = torch.tensor([[1.0, 1.0], [2.0, 2.0]])

calls = []
out = A.apply_(lambda v: calls.append(v) or v * 10)
print(A.tolist(), calls)
assert out is A
assert A.tolist() == [[10.0, 20.0], [30.0, 40.0]]
assert calls == [1.0, 2.0, 3.0, 4.0]

# b: B's element at the same position
pairs = []
out = A.map_(B, lambda a, b: pairs.append((a, b)) or a + b)
print(A.tolist(), len(pairs))
assert out is A
assert A.tolist() == [[11.0, 21.0], [32.0, 42.0]]
assert pairs == [(10.0, 1.0), (20.0, 1.0), (30.0, 2.0), (40.0, 2.0)]

vectorized = torch.tensor([[1.0, 2.0], [3.0, 4.0]]) * 10 + B
assert torch.equal(A, vectorized)
