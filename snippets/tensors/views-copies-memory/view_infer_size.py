import torch

x = torch.randn(4, 4)
y = x.view(16)
z1 = x.view(-1, 8)
z2 = x.view((-1, 8))
print(y.shape, z1.shape, z2.shape)
assert y.shape == (16,)
assert z1.shape == z2.shape == (2, 8)
assert torch.equal(z1, z2)

line = "z2 = x.view((-1, 8)"
try:
    compile(line, "<advice>", "exec")
except SyntaxError as error:
    print(f"SyntaxError: {error.msg}")
    assert "was never closed" in str(error)
else:
    raise AssertionError("the line as written should not parse")

# view: the same data
y[0] = 42.0
print(x[0, 0].item())
assert x[0, 0] == 42.0

a = torch.randn(2, 3, 4)
print(a.reshape(3, -1).shape)
assert a.reshape(3, -1).shape == a.reshape((3, -1)).shape == (3, 8)
# [B, C, 8, 8] -> [B, C, 64]
b = torch.randn(5, 16, 8, 8)
print(b.reshape(b.size(0), b.size(1), -1).shape)
assert b.reshape(b.size(0), b.size(1), -1).shape == (5, 16, 64)

try:
    x.view(-1, -1)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert "only one dimension can be inferred" in str(error)
else:
    raise AssertionError("two -1 cannot be inferred")
