import torch

x = torch.randn(4, 4)
y = x.view(16)
assert y.shape == (16,)
z1 = x.view(-1, 8)  # the size -1 is inferred from the other dimensions
z2 = x.view((-1, 8))  # the sizes as one tuple
assert z1.shape == z2.shape == (2, 8)

try:
    compile("z2 = x.view((-1, 8)", "memo", "exec")  # the memo's line, as written
except SyntaxError as error:
    assert "was never closed" in str(error)
else:
    raise AssertionError("the memo's line should not parse")

y[0] = 42.0  # view: the same data
assert x[0, 0] == 42.0

a = torch.randn(2, 3, 4)
assert a.reshape(3, -1).shape == a.reshape((3, -1)).shape == (3, 8)
b = torch.randn(5, 16, 8, 8)  # [B, C, 8, 8] -> [B, C, 64]
assert b.reshape(b.size(0), b.size(1), -1).shape == (5, 16, 64)

try:
    x.view(-1, -1)
except RuntimeError as error:
    assert "only one dimension can be inferred" in str(error)
else:
    raise AssertionError("two -1 cannot be inferred")

try:
    x.t().view(16)  # a transposed tensor: no strides fit
except RuntimeError as error:
    assert "Use .reshape(...) instead." in str(error)  # the error names the fix
else:
    raise AssertionError("view of a transposed tensor should fail")
