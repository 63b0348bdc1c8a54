import warnings

import torch

x = torch.tensor([0.0, 4.0], requires_grad=True)

# sqrt'(0) is infinite; times 0 it gives NaN
(torch.sqrt(x) * 0).sum().backward()
print(x.grad)
assert x.grad[0].isnan() and x.grad[1] == 0

# anomaly mode names the operation
x.grad = None
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.autograd.detect_anomaly():
        y = torch.sqrt(x) * 0
        try:
            y.sum().backward()
        except RuntimeError as error:
            print(f"RuntimeError: {error}")
            assert str(error) == (
                "Function 'SqrtBackward0' returned nan values "
                "in its 0th output."
            )
        else:
            raise AssertionError("anomaly mode should raise")

# it warns that it is on, then points at the
# forward line of the failing operation
messages = [str(w.message) for w in caught]
print(messages[0])
print(messages[1].splitlines()[0])
assert messages[0].startswith("Anomaly Detection has been enabled")
assert "will increase the runtime" in messages[0]
assert messages[1].startswith(
    "Error detected in SqrtBackward0. "
    "Traceback of forward call that caused the error:"
)
assert "y = torch.sqrt(x) * 0" in messages[1]
