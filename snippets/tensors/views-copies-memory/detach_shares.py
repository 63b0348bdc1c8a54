import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = a.sigmoid()
d = out.detach()  # the same memory, cut from the graph
assert not d.requires_grad and d.grad_fn is None
assert d.data_ptr() == out.data_ptr()

with torch.no_grad():
    out[0] = 0.5  # a change to the original shows in the detached tensor...
assert d[0] == 0.5

d.zero_()  # ...and an in-place change through the detached tensor...
assert out.tolist() == [0.0, 0.0, 0.0]  # ...shows in out,
try:
    out.sum().backward()  # ...and autograd notices that sigmoid's output changed
except RuntimeError as error:
    assert "modified by an inplace operation" in str(error)
else:
    raise AssertionError("backward should see the in-place change")
