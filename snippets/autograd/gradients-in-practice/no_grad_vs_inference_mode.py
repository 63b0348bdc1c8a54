import torch
from torch import nn

model = nn.Linear(3, 1)
x = torch.randn(4, 3)

with torch.no_grad():
    a = model(x)
with torch.inference_mode():
    b = model(x)

assert not a.requires_grad and not b.requires_grad
assert torch.equal(a, b)  # same values
assert not a.is_inference() and b.is_inference()

# A no_grad result is an ordinary tensor: it can enter a recorded computation...
w = torch.ones(1, requires_grad=True)
(a * w).sum().backward()
assert w.grad is not None
a.add_(1)  # ...and be modified in place

# An inference tensor cannot be saved for backward...
try:
    (b * w).sum().backward()
except RuntimeError as error:
    assert "Inference tensors cannot be saved for backward" in str(error)
else:
    raise AssertionError("expected a RuntimeError")

# ...nor updated in place outside inference mode.
try:
    b.add_(1)
except RuntimeError as error:
    assert "Inplace update to inference tensor outside InferenceMode" in str(error)
else:
    raise AssertionError("expected a RuntimeError")

# clone() outside inference mode gives an ordinary tensor.
c = b.clone()
assert not c.is_inference()
(c * w).sum().backward()
