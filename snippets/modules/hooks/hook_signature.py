import torch
from torch import nn

layer = nn.Linear(2, 3)
seen = {}


def hook(module, inputs, output):
    seen["inputs"], seen["output"] = inputs, output


layer.register_forward_hook(hook)
x = torch.randn(4, 2)
layer(x)
assert isinstance(seen["inputs"], tuple) and seen["inputs"][0] is x  # (1)!
assert seen["output"].shape == (4, 3)

assert not hasattr(layer, "register_module_forward_hook")  # (2)!
assert callable(nn.modules.module.register_module_forward_hook)
