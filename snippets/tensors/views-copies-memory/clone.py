import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = a.clone()  # a copy with memory of its own...
assert b.data_ptr() != a.data_ptr()
with torch.no_grad():
    b[0] = 100.0
assert a[0] == 1.0  # ...so writes do not reach the original

c = a.clone()  # ...and it is differentiable:
assert c.grad_fn is not None and c.requires_grad
(c * c).sum().backward()
assert a.grad.tolist() == [2.0, 4.0, 6.0]  # the gradient flowed back to a
