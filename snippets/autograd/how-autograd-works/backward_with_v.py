import torch
from torch.autograd.functional import jacobian


def f(x):  # R^3 -> R^2
    return torch.stack([x[0] * x[1], x[1] + x[2].sin()])


x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = f(x)
J = jacobian(f, x.detach())  # m×n = 2×3
assert J.shape == (2, 3)

v = torch.tensor([0.5, -1.0])
assert v.shape == y.shape == (2,)
y.backward(v)  # (1)!
assert x.grad.shape == x.shape == (3,)  # a vector, not a 2×3 matrix
torch.testing.assert_close(x.grad, J.T @ v)  # backward computes Jᵀv

# A non-scalar output needs v: there is no implicit one.
try:
    f(x).backward()
except RuntimeError as error:
    assert "grad can be implicitly created only for scalar outputs" in str(error)
else:
    raise AssertionError("expected a RuntimeError")
