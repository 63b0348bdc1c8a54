import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(4, 3)

# 3. The high-level API: a layer with its parameters...
layer = nn.Linear(3, 2)
out = layer(x)

# 1. ...computes with the tensor library's operations...
torch.testing.assert_close(out, x @ layer.weight.T + layer.bias)

# 2. ...and the autograd engine differentiates them: no layer-specific code.
out.sum().backward()
torch.testing.assert_close(layer.weight.grad, torch.ones(4, 2).T @ x)  # dL/dW
torch.testing.assert_close(layer.bias.grad, torch.full((2,), 4.0))  # dL/db
