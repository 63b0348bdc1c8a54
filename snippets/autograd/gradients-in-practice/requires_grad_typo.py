import torch
from torch import nn

layer = nn.Linear(3, 3)
assert isinstance(layer.weight, nn.Parameter)  # a Parameter...
assert issubclass(nn.Parameter, torch.Tensor)  # ...is a Tensor

layer.weight.require_grad = False  # typo: silently creates a new attribute
assert layer.weight.require_grad is False  # there it is
assert layer.weight.requires_grad  # still trainable

layer.weight.requires_grad_(False)  # a method: a typo here would raise
assert not layer.weight.requires_grad

try:
    layer.bias.require_grad_(False)
except AttributeError as error:
    assert "'Parameter' object has no attribute 'require_grad_'" in str(error)
else:
    raise AssertionError("expected an AttributeError")

model = nn.Sequential(nn.Linear(3, 3), nn.Linear(3, 1))
model.requires_grad_(False)  # the module method freezes every parameter
assert not any(p.requires_grad for p in model.parameters())
