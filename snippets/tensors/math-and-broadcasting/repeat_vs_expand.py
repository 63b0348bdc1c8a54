import torch

x = torch.tensor([[1], [2], [3]])  # 3×1

r = x.repeat(1, 1000)  # copies: 3×1000 int64 numbers in new memory
e = x.expand(3, 1000)  # a view: stride 0 along the expanded dim
assert torch.equal(r, e)

assert r.untyped_storage().nbytes() == 3 * 1000 * 8
assert e.untyped_storage().nbytes() == 3 * 8  # still x's 3 numbers
assert e.stride() == (1, 0)
assert e.data_ptr() == x.data_ptr()

x[0, 0] = 7  # a write to x shows in the view, not in the copy
assert e[0, 999] == 7 and r[0, 999] == 1

assert torch.broadcast_to(x, (3, 1000)).stride() == (1, 0)  # broadcasting: the same
try:
    e.add_(1)  # writing into the view would write each element 1000 times
except RuntimeError as error:
    assert "more than one element of the written-to tensor refers to a single" in str(
        error
    )
else:
    raise AssertionError("in-place writes into an expanded view should fail")

try:
    x.expand(3, 2, 1000)  # expand only stretches size-1 dims (or adds dims in front)
except RuntimeError as error:
    assert (
        "The expanded size of the tensor (2) must match the existing size (3)"
        in str(error)
    )
else:
    raise AssertionError("expand cannot grow a dim of size 3")
