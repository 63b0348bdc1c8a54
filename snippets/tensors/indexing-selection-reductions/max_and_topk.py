import torch

A = torch.tensor([[3, 9, 1, 7], [8, 2, 6, 5]])

best = A.max(dim=1)
print(best.values, best.indices)
assert best.values.tolist() == [9, 8]
assert best.indices.tolist() == [1, 0]
# still a tuple, so unpacking works too
max_v, max_i = best
assert torch.equal(max_v, best.values)
assert torch.equal(max_i, best.indices)
# without dim: a single value
assert A.max().item() == 9

top = A.topk(2)
print(top.values.tolist(), top.indices.tolist())
assert top.values.tolist() == [[9, 7], [8, 6]]
assert top.indices.tolist() == [[1, 3], [0, 2]]
down = A.topk(2, dim=0).values
assert down.tolist() == [[8, 9, 6, 7], [3, 2, 1, 5]]
smallest = torch.topk(A, 1, largest=False).values
print(smallest.tolist())
assert smallest.tolist() == [[1], [2]]

# The full signature, from the docstring:
signature = torch.topk.__doc__.strip().splitlines()[0]
print(signature)
assert signature == (
    "topk(input, k, dim=None, largest=True, sorted=True, *, out=None)"
    " -> (Tensor, LongTensor)"
)
# out= fills a (values, indices) pair:
values = torch.empty(0, dtype=A.dtype)
indices = torch.empty(0, dtype=torch.long)
torch.topk(A, 2, out=(values, indices))
assert values.tolist() == [[9, 7], [8, 6]]
assert indices.tolist() == [[1, 3], [0, 2]]
