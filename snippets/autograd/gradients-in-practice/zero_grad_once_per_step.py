import inspect

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(4, 3)

grads = []
for _ in range(2):
    opt.zero_grad()
    model(x).sum().backward()
    grads.append(model.weight.grad.clone())
    opt.step()
print("each step's gradient is its own:", torch.equal(*grads))
torch.testing.assert_close(grads[1], grads[0])

# set_to_none=True is the default: check
# for None before reading a gradient
default = inspect.signature(opt.zero_grad).parameters["set_to_none"]
print(f"set_to_none defaults to {default.default}")
assert default.default is True
opt.zero_grad()
norms = [p.grad.norm() for p in model.parameters() if p.grad is not None]
print(f"gradients to clip or log: {len(norms)}")
assert norms == []

# zeros instead, where code needs a tensor;
# only gradients that exist become zeros
opt.zero_grad(set_to_none=False)
assert model.weight.grad is None
model(x).sum().backward()
opt.zero_grad(set_to_none=False)
assert torch.equal(model.weight.grad, torch.zeros(1, 3))
print(f"set_to_none=False: {model.weight.grad}")
