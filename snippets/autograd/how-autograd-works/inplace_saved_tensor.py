import warnings

import torch

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
x = torch.randn(3)


def forward():
    h = torch.sigmoid(w * x)
    # sigmoid saved h for its backward; the
    # in-place add changes h afterwards
    h += 1
    return h


h = forward()
try:
    h.sum().backward()
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert (
        "one of the variables needed for gradient computation has been "
        "modified by an inplace operation: [torch.FloatTensor [3]], "
        "which is output 0 of Sigmoid, is at version 1; "
        "expected version 0 instead."
    ) in str(error)
else:
    raise AssertionError("backward() did not raise")

# Each in-place change adds one to the
# tensor's version counter:
print(f"h._version: {h._version}")
assert h._version == 1

# Anomaly mode shows the forward line of
# the operation that saved h:
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.autograd.detect_anomaly():
        try:
            forward().sum().backward()
        except RuntimeError:
            pass
        else:
            raise AssertionError("backward() did not raise")
(trace,) = [
    str(c.message) for c in caught if "Error detected" in str(c.message)
]
print(trace.splitlines()[0])
assert trace.startswith("Error detected in SigmoidBackward0.")
assert "h = torch.sigmoid(w * x)" in trace
assert "h += 1" not in trace
