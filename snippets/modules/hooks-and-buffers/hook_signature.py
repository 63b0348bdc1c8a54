import torch
from torch import nn

layer = nn.Linear(2, 3)
seen = {}


def hook(module, inputs, output):
    seen["module"], seen["inputs"], seen["output"] = module, inputs, output


layer.register_forward_hook(hook)
x = torch.randn(4, 2)
y = layer(x)
assert seen["module"] is layer
assert isinstance(seen["inputs"], tuple) and seen["inputs"][0] is x  # (1)!
assert seen["output"] is y  # called after forward, with its result

assert not hasattr(layer, "register_module_forward_hook")  # (2)!
assert callable(nn.modules.module.register_module_forward_hook)
