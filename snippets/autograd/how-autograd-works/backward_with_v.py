import torch
from torch.autograd.functional import jacobian


# From R^3 to R^2:
def f(x):
    return torch.stack([x[0] * x[1], x[1] + x[2].sin()])


x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = f(x)
# m×n = 2×3
J = jacobian(f, x.detach())
assert J.shape == (2, 3)

v = torch.tensor([0.5, -1.0])
assert v.shape == y.shape == (2,)
y.backward(v)  # (1)!
shapes = [tuple(t.shape) for t in (J, v, x.grad)]
print(f"shapes of J, v, x.grad: {shapes}")
print(f"x.grad: {[round(g, 4) for g in x.grad.tolist()]}")
print(f"Jᵀv:    {[round(g, 4) for g in (J.T @ v).tolist()]}")
# A vector, not a 2×3 matrix:
assert x.grad.shape == x.shape == (3,)
# backward computes Jᵀv.
torch.testing.assert_close(x.grad, J.T @ v)

# A non-scalar output needs v: there is
# no implicit one.
try:
    f(x).backward()
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    expected = "grad can be implicitly created only for scalar outputs"
    assert expected in str(error)
else:
    raise AssertionError("backward() without v did not raise")
