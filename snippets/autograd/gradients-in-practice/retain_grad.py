import warnings

import torch

x = torch.tensor(2.0)
w = torch.tensor(3.0, requires_grad=True)
b = torch.tensor(1.0, requires_grad=True)

u = x * w
v = u + b
u.retain_grad()  # (1)!
v.backward()
print(f"u.grad = {u.grad.item()}, w.grad = {w.grad.item()}")
assert u.grad == 1.0
assert w.grad == 2.0

# Without retain_grad: None, and a
# warning.
u2 = x * w
(u2 + b).backward()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    grad = u2.grad
(warning,) = [c for c in caught if c.category is UserWarning]
print(f"u2.grad = {grad}")
first_sentence = str(warning.message).split(". ")[0]
print(f"UserWarning: {first_sentence}")
assert grad is None
assert "not a leaf Tensor is being accessed" in str(warning.message)
