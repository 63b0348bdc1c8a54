import numpy as np
import torch

torch.manual_seed(0)
model = torch.nn.Linear(3, 2)
b = model(torch.randn(4, 3))
print(b.requires_grad)
assert b.requires_grad

try:
    b.numpy()
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert str(error) == (
        "Can't call numpy() on Tensor that requires grad. "
        "Use tensor.detach().numpy() instead."
    )
else:
    raise AssertionError("numpy() of a tensor requiring grad should fail")

# np.asarray is refused the same way
try:
    np.asarray(b)
except RuntimeError as error:
    assert "Can't call numpy() on Tensor that requires grad" in str(error)
else:
    raise AssertionError(
        "np.asarray of a tensor requiring grad should fail"
    )
