import warnings

import torch
from torch import nn

# TorchScript's deprecations, shown above:
warnings.filterwarnings("ignore", message="`torch.jit")


class AddAll(nn.Module):
    # Any number of inputs: fine in
    # Python, not in TorchScript.
    def forward(self, *xs):
        return sum(xs)


try:
    torch.jit.script(AddAll())
except torch.jit.frontend.NotSupportedError as error:
    message = str(error)
    print(f"NotSupportedError: {message.splitlines()[0]}")
    assert "Compiled functions can't take variable number of arguments" in (
        message
    )
else:
    raise AssertionError("scripted a function with *args")

a, b = torch.ones(2), torch.full((2,), 2.0)
# The trace only records the additions:
traced = torch.jit.trace(AddAll(), (a, b))
print("traced:", traced(a, b).tolist())
assert torch.equal(traced(a, b), torch.full((2,), 3.0))
