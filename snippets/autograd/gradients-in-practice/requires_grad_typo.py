import torch
from torch import nn

layer = nn.Linear(3, 3)
# A Parameter is a Tensor:
assert isinstance(layer.weight, nn.Parameter)
assert issubclass(nn.Parameter, torch.Tensor)

# The typo creates a new attribute.
layer.weight.require_grad = False
print(
    f"require_grad={layer.weight.require_grad},"
    f" requires_grad={layer.weight.requires_grad}"
)
assert layer.weight.require_grad is False
# Still trainable:
assert layer.weight.requires_grad

# A method: a typo in its name raises.
layer.weight.requires_grad_(False)
print(f"after requires_grad_(False): {layer.weight.requires_grad}")
assert not layer.weight.requires_grad

try:
    layer.bias.require_grad_(False)
except AttributeError as error:
    print(f"AttributeError: {error}")
    assert "'Parameter' object has no attribute 'require_grad_'" in str(
        error
    )
else:
    raise AssertionError("require_grad_ did not raise")

model = nn.Sequential(nn.Linear(3, 3), nn.Linear(3, 1))
# On a module: every parameter.
model.requires_grad_(False)
trainable = sum(p.requires_grad for p in model.parameters())
print(
    f"trainable parameters after model.requires_grad_(False): {trainable}"
)
assert not any(p.requires_grad for p in model.parameters())
