# ruff: noqa: F811
# --8<-- [start:memo]
import builtins

import torch
from torch import nn


# The list's two decorated functions, each
# returning its output:
@torch.no_grad()
def eval(model, data):
    model.eval()
    return model(data)


@torch.inference_mode()
def eval(model, data):
    model.eval()
    return model(data)


model = nn.Linear(3, 3)
out = eval(model, torch.randn(2, 3))
print(f"eval is builtins.eval: {eval is builtins.eval}")
print(f"eval(...) is_inference: {out.is_inference()}")
assert eval is not builtins.eval
# The second definition replaced the first:
assert out.is_inference()
try:
    eval("1 + 1")
except TypeError as error:
    print(f"TypeError: {error}")
    assert "missing 1 required positional argument" in str(error)
else:
    raise AssertionError("the built-in eval was not shadowed")
# --8<-- [end:memo]
