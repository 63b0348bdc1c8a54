import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(4, 3)

# two steps on the same batch, no zero_grad()
model(x).sum().backward()
first = model.weight.grad.clone()
opt.step()
model(x).sum().backward()
print(f"grad norm: {first.norm():.4f}, then {model.weight.grad.norm():.4f}")
# the gradient is constant here, so the
# second step used twice the gradient
torch.testing.assert_close(model.weight.grad, 2 * first)

# zero_grad() leaves None, not zeros:
opt.zero_grad()
print(f"after zero_grad(): {model.weight.grad}")
assert model.weight.grad is None
try:
    model.weight.grad.norm()
except AttributeError as error:
    print(f"AttributeError: {error}")
    assert "'NoneType' object has no attribute 'norm'" in str(error)
else:
    raise AssertionError("reading the None gradient did not raise")
