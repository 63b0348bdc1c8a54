import torch

w = torch.ones(3, requires_grad=True)
h = w * 2
assert not h.is_leaf and h.grad_fn is not None

h.detach_()  # in place: h itself leaves the graph and becomes a leaf
assert h.is_leaf and h.grad_fn is None and not h.requires_grad

v = (w * 2)[:2]  # a view of a graph tensor
try:
    v.detach_()
except RuntimeError as error:
    assert "Can't detach views in-place. Use detach() instead." in str(error)
else:
    raise AssertionError("detach_() of a view should fail")
assert not v.detach().requires_grad  # the out-of-place form works
