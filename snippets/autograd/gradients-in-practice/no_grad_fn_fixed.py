import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(4, 3)

# with gradient tracking on (the default)
loss = model(x).pow(2).mean()
print(f"loss.grad_fn: {type(loss.grad_fn).__name__}")
assert loss.requires_grad
loss.backward()
print(f"weight.grad: {model.weight.grad.shape}")
assert model.weight.grad.abs().sum() > 0
