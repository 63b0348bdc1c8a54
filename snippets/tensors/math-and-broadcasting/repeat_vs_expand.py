import torch

# 3×1
x = torch.tensor([[1], [2], [3]])

r = x.repeat(1, 1000)
e = x.expand(3, 1000)
assert torch.equal(r, e)
print(r.untyped_storage().nbytes(), e.untyped_storage().nbytes())
print(r.stride(), e.stride())
assert r.untyped_storage().nbytes() == 3 * 1000 * 8
assert e.untyped_storage().nbytes() == 3 * 8
assert e.stride() == (1, 0)
assert e.data_ptr() == x.data_ptr()

# a write to x shows in the view only
x[0, 0] = 7
print(e[0, 999].item(), r[0, 999].item())
assert e[0, 999] == 7 and r[0, 999] == 1

broadcast = torch.broadcast_to(x, (3, 1000))
assert broadcast.stride() == (1, 0)
try:
    e.add_(1)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    message = str(error)
    assert "more than one element of the written-to tensor" in message
else:
    raise AssertionError("in-place writes into an expanded view")

try:
    x.expand(3, 2, 1000)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    message = str(error)
    assert "The expanded size of the tensor (2) must match" in message
    assert "the existing size (3)" in message
else:
    raise AssertionError("expand cannot grow a dim of size 3")
assert x.expand(2, 3, 1000).shape == (2, 3, 1000)
