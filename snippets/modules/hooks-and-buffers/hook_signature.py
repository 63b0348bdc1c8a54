import torch
from torch import nn
from torch.nn.modules.module import register_module_forward_hook

layer = nn.Linear(2, 3)
seen = {}


def hook(module, inputs, output):
    seen["module"], seen["inputs"], seen["output"] = module, inputs, output


layer.register_forward_hook(hook)
x = torch.randn(4, 2)
y = layer(x)
inputs = seen["inputs"]
output_is_y = seen["output"] is y
print(f"inputs: a {type(inputs).__name__} of {len(inputs)}")
print(f"inputs[0] is x: {inputs[0] is x}, output is y: {output_is_y}")
assert seen["module"] is layer
assert isinstance(inputs, tuple) and inputs[0] is x  # (1)!
# Called after forward, with its result.
assert seen["output"] is y

is_method = hasattr(layer, "register_module_forward_hook")
print(f"a Linear method: {is_method}")
assert not is_method  # (2)!

# A function that hooks every module:
called = []


def record(module, inputs, output):
    called.append(type(module).__name__)


handle = register_module_forward_hook(record)
nn.Sequential(nn.Linear(2, 2), nn.ReLU())(torch.randn(1, 2))
handle.remove()
print(f"global hook called for: {called}")
assert called == ["Linear", "ReLU", "Sequential"]
