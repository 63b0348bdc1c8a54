import torch

x = torch.arange(24.0).reshape(2, 3, 4)

print(x.sum(), x.sum(dim=1)[0])
assert x.sum().item() == 276.0
assert x.sum(dim=1).tolist()[0] == [12.0, 15.0, 18.0, 21.0]
print(x.sum(dim=1).shape, x.sum(dim=1, keepdim=True).shape)
assert x.sum(dim=1).shape == (2, 4)
assert x.sum(dim=1, keepdim=True).shape == (2, 1, 4)
print(x.sum(dim=(0, 2)).shape, x.sum(dim=[0, 2], keepdim=True).shape)
assert x.sum(dim=(0, 2)).shape == (3,)
assert x.sum(dim=[0, 2], keepdim=True).shape == (1, 3, 1)
assert torch.equal(x.sum(axis=1), x.sum(dim=1))

# other reductions: the same arguments
assert x.mean(dim=(0, 2), keepdim=True).shape == (1, 3, 1)
assert x.amax(dim=(0, 2)).shape == (3,)
assert x.max(dim=1, keepdim=True).values.shape == (2, 1, 4)
try:
    x.max(dim=(0, 2))
except TypeError as error:
    print(f"TypeError: {str(error).splitlines()[0]}")
    assert "got (dim=tuple, )" in str(error)
else:
    raise AssertionError("max() over two dims should fail")

share = x / x.sum(dim=2, keepdim=True)
assert torch.allclose(share.sum(dim=2), torch.ones(2, 3))
try:
    x / x.sum(dim=2)  # (1)!
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    message = str(error)
    assert "match the size of tensor b (3) at non-singleton dim" in message
else:
    raise AssertionError("should not broadcast")
