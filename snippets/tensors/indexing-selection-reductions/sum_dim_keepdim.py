import torch

x = torch.arange(24.0).reshape(2, 3, 4)

assert x.sum().item() == 276.0  # no dim: everything
assert x.sum(dim=1).shape == (2, 4)  # dim 1 is reduced and removed
assert x.sum(dim=1, keepdim=True).shape == (2, 1, 4)  # reduced, kept as size 1
assert x.sum(dim=(0, 2)).shape == (3,)  # several dims at once
assert x.sum(dim=[0, 2], keepdim=True).shape == (1, 3, 1)
assert x.sum(dim=1).tolist()[0] == [12.0, 15.0, 18.0, 21.0]  # 0+4+8, 1+5+9, ...
assert torch.equal(x.sum(axis=1), x.sum(dim=1))  # NumPy's name, accepted too

# The other reductions take dim and keepdim the same way:
assert x.mean(dim=(0, 2), keepdim=True).shape == (1, 3, 1)
assert x.amax(dim=(0, 2)).shape == (3,)
assert x.max(dim=1, keepdim=True).values.shape == (2, 1, 4)
try:
    x.max(dim=(0, 2))  # max(dim) takes a single dimension
except TypeError as error:
    assert "got (dim=tuple, )" in str(error)
else:
    raise AssertionError("max() over two dims should fail")

# keepdim=True lets the result broadcast back against the input:
share = x / x.sum(dim=2, keepdim=True)
assert torch.allclose(share.sum(dim=2), torch.ones(2, 3))
try:
    x / x.sum(dim=2)  # (2, 3, 4) / (2, 3): the trailing dims 4 and 3 clash
except RuntimeError as error:
    assert "must match the size of tensor b (3) at non-singleton dimension 2" in str(
        error
    )
else:
    raise AssertionError("should not broadcast")
