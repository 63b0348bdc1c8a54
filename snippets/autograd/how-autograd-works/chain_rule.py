import torch
from torch.autograd.functional import jacobian


def f(x):
    return torch.stack([x[0] * x[1], x[1] + x[2].sin()])


# A scalar loss L = g(y):
def g(y):
    return (y**2).sum()


x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = f(x)
L = g(y)
L.backward()

J = jacobian(f, x.detach())
# v = dL/dy, the gradient of the loss:
v = jacobian(g, y.detach())
print(f"v:      {[round(e, 4) for e in v.tolist()]}")
print(f"Jᵀv:    {[round(e, 4) for e in (J.T @ v).tolist()]}")
print(f"x.grad: {[round(e, 4) for e in x.grad.tolist()]}")
# For L = sum(y²): 2y
torch.testing.assert_close(v, 2 * y.detach())
# dL/dx = Jᵀ v
torch.testing.assert_close(x.grad, J.T @ v)

# For a scalar output, backward() uses
# v = 1.
implicit = x.grad.clone()
x.grad = None
g(f(x)).backward(torch.tensor(1.0))
assert torch.equal(x.grad, implicit)
