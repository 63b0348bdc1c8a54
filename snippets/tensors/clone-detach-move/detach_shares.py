import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = a.sigmoid()
d = out.detach()
print(d.requires_grad, d.grad_fn, d.data_ptr() == out.data_ptr())
assert not d.requires_grad and d.grad_fn is None
assert d.data_ptr() == out.data_ptr()

# a change to the original shows in d
with torch.no_grad():
    out[0] = 0.5
print(d[0].item())
assert d[0] == 0.5

# and a change through d shows in out
d.zero_()
print(out.tolist())
assert out.tolist() == [0.0, 0.0, 0.0]

# autograd sees the change
try:
    out.sum().backward()
except RuntimeError as error:
    print(f"RuntimeError: {str(error).split(':')[0]}")
    assert "modified by an inplace operation" in str(error)
else:
    raise AssertionError("backward should see the in-place change")
