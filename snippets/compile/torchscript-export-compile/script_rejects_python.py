import warnings

import torch
from torch import nn

warnings.simplefilter("ignore", DeprecationWarning)  # TorchScript's, shown above


class AddAll(nn.Module):
    def forward(self, *xs):  # any number of inputs: Python, but not TorchScript
        return sum(xs)


try:
    torch.jit.script(AddAll())
except torch.jit.frontend.NotSupportedError as error:
    assert "Compiled functions can't take variable number of arguments" in str(error)
else:
    raise AssertionError("scripted a function with *args")

a, b = torch.ones(2), torch.full((2,), 2.0)
traced = torch.jit.trace(AddAll(), (a, b))  # the trace only records the additions
assert torch.equal(traced(a, b), torch.full((2,), 3.0))
