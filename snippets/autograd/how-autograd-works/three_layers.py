import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(4, 3)

# 3. The high-level API: a layer...
layer = nn.Linear(3, 2)
out = layer(x)

# 1. ...computes with tensor ops...
torch.testing.assert_close(out, x @ layer.weight.T + layer.bias)

# 2. ...that autograd differentiates,
# with no layer-specific code.
out.sum().backward()
print(f"out: {tuple(out.shape)}, grad_fn: {type(out.grad_fn).__name__}")
print(f"dL/db: {layer.bias.grad.tolist()}")
# dL/dW = onesᵀ @ x
torch.testing.assert_close(layer.weight.grad, torch.ones(4, 2).T @ x)
# dL/db = 4: one per row of the batch
torch.testing.assert_close(layer.bias.grad, torch.full((2,), 4.0))
