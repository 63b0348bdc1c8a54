import warnings

import torch

x = torch.tensor(2.0)
w = torch.tensor(3.0, requires_grad=True)
b = torch.tensor(1.0, requires_grad=True)

u = x * w
v = u + b
u.retain_grad()  # (1)!
v.backward()

assert u.grad == 1.0  # dv/du, kept on a non-leaf
assert w.grad == 2.0  # dv/dw = x, leaves always get theirs

# Without retain_grad, a non-leaf's .grad stays None, with a warning.
u2 = x * w
(u2 + b).backward()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    assert u2.grad is None
assert "not a leaf Tensor is being accessed" in str(caught[0].message)
