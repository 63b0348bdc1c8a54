import torch
from torch.autograd.functional import jacobian


def f(x):
    return torch.stack([x[0] * x[1], x[1] + x[2].sin()])


def g(y):  # a scalar loss L = g(y)
    return (y**2).sum()


x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = f(x)
L = g(y)
L.backward()

J = jacobian(f, x.detach())
v = jacobian(g, y.detach())  # v = dL/dy, the gradient of the scalar loss
torch.testing.assert_close(v, 2 * y.detach())  # for L = sum(y²): 2y
torch.testing.assert_close(x.grad, J.T @ v)  # dL/dx = Jᵀ v

# For a scalar output, backward() uses v = 1.
implicit = x.grad.clone()
x.grad = None
g(f(x)).backward(torch.tensor(1.0))
assert torch.equal(x.grad, implicit)
