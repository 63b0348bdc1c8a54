import torch

w = torch.ones(3, requires_grad=True)
h = w * 2
print(h.is_leaf, h.requires_grad)
assert not h.is_leaf and h.grad_fn is not None

# in place: h itself leaves the graph
h.detach_()
print(h.is_leaf, h.requires_grad)
assert h.is_leaf and h.grad_fn is None and not h.requires_grad

# a view of a tensor in the graph
v = (w * 2)[:2]
try:
    v.detach_()
except RuntimeError as error:
    first = str(error).split(" If you")[0]
    print(f"RuntimeError: {first}")
    assert first == "Can't detach views in-place. Use detach() instead."
else:
    raise AssertionError("detach_() of a view should fail")

# the out-of-place form works
print(v.detach().requires_grad)
assert not v.detach().requires_grad
