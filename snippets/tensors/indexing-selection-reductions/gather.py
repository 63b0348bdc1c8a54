import torch

inp = torch.tensor([[10, 11, 12], [20, 21, 22]])

# dim=1: out[i][j] = inp[i][index[i][j]]
index = torch.tensor([[2, 0], [1, 1]])
print(torch.gather(inp, 1, index).tolist())
assert torch.gather(inp, 1, index).tolist() == [[12, 10], [21, 21]]

# along dim, index may be longer
longer = torch.gather(inp, 1, torch.tensor([[0, 0, 1, 2, 2]]))
print(longer.tolist())
assert longer.tolist() == [[10, 10, 11, 12, 12]]

# but not along the other dimensions,
try:
    torch.gather(inp, 1, torch.tensor([[0], [0], [1]]))
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    message = str(error)
    assert (
        "to be no larger than self [2, 3] apart from dimension 1" in message
    )
else:
    raise AssertionError("index is larger than the input on dim 0")

# and it needs as many dimensions
try:
    torch.gather(inp, 1, torch.tensor([0, 1]))
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    message = str(error)
    assert "Index tensor must have the same number of dimensions" in message
else:
    raise AssertionError("a 1-d index into a 2-d input")

# The full signature, from the docstring:
signature = torch.gather.__doc__.strip().splitlines()[0]
print(signature)
assert signature == (
    "gather(input, dim, index, *, sparse_grad=False, out=None) -> Tensor"
)
# sparse_grad=True: a sparse gradient
weights = torch.tensor([[1.0, 2.0, 3.0]], requires_grad=True)
picked = torch.gather(weights, 1, torch.tensor([[2, 0]]), sparse_grad=True)
picked.sum().backward()
print(f"sparse_grad=True: grad is_sparse={weights.grad.is_sparse}")
assert weights.grad.is_sparse
assert weights.grad.to_dense().tolist() == [[1.0, 0.0, 1.0]]
# out= writes into a given tensor
out = torch.empty(0, dtype=inp.dtype)
torch.gather(inp, 1, index, out=out)
assert out.tolist() == [[12, 10], [21, 21]]
