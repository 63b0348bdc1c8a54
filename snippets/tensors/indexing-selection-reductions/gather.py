import torch

inp = torch.tensor([[10, 11, 12], [20, 21, 22]])

# out[i][j] = inp[i][index[i][j]] for dim=1
index = torch.tensor([[2, 0], [1, 1]])
assert torch.gather(inp, 1, index).tolist() == [[12, 10], [21, 21]]

# along dim itself, index may be longer than the input...
assert torch.gather(inp, 1, torch.tensor([[0, 0, 1, 2, 2]])).tolist() == [
    [10, 10, 11, 12, 12]
]

# ...but not along the other dimensions,
try:
    torch.gather(inp, 1, torch.tensor([[0], [0], [1]]))
except RuntimeError as error:
    assert "to be no larger than self [2, 3] apart from dimension 1" in str(error)
else:
    raise AssertionError("index is larger than the input on dim 0")

# and it must have as many dimensions as the input.
try:
    torch.gather(inp, 1, torch.tensor([0, 1]))
except RuntimeError as error:
    assert "Index tensor must have the same number of dimensions" in str(error)
else:
    raise AssertionError("a 1-d index into a 2-d input")
