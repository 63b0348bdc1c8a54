import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(4, 3)

with torch.no_grad():
    a = model(x)
with torch.inference_mode():
    b = model(x)

for name, t in [("no_grad", a), ("inference_mode", b)]:
    print(
        f"{name}: requires_grad={t.requires_grad},"
        f" is_inference={t.is_inference()}"
    )
assert not a.requires_grad and not b.requires_grad
assert torch.equal(a, b)
assert not a.is_inference() and b.is_inference()

# A no_grad result is ordinary: it can
# enter a recorded computation...
w = torch.ones(1, requires_grad=True)
(a * w).sum().backward()
assert w.grad is not None
# ...and be modified in place.
a.add_(1)

# An inference tensor cannot be saved
# for backward...
try:
    (b * w).sum().backward()
except RuntimeError as error:
    print(f"RuntimeError: {str(error).split('.')[0]}")
    assert "Inference tensors cannot be saved for backward" in str(error)
else:
    raise AssertionError("(b * w).backward() did not raise")

# ...nor updated in place outside
# inference mode.
try:
    b.add_(1)
except RuntimeError as error:
    print(f"RuntimeError: {str(error).split('.')[0]}")
    assert (
        "Inplace update to inference tensor outside InferenceMode"
        in str(error)
    )
else:
    raise AssertionError("b.add_(1) did not raise")

# Outside inference mode, clone() gives
# an ordinary tensor.
c = b.clone()
print(f"b.clone(): is_inference={c.is_inference()}")
assert not c.is_inference()
(c * w).sum().backward()
