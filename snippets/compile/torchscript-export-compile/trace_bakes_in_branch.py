import warnings

import torch
from torch import nn


class Gate(nn.Module):
    def forward(self, x):
        return x if x.sum() > 0 else -x  # a branch on the data


positive, negative = torch.ones(2), -torch.ones(2)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    traced = torch.jit.trace(Gate(), positive)  # records the branch this input took
    scripted = torch.jit.script(Gate())  # compiles the source, branch included
tracer = [str(w.message) for w in caught if w.category is torch.jit.TracerWarning]
assert tracer[0].startswith(  # (1)!
    "Converting a tensor to a Python boolean might cause the trace to be incorrect."
)

assert torch.equal(traced(positive), positive)
assert torch.equal(traced(negative), negative)  # wrong: Gate() gives +1s here
assert torch.equal(Gate()(negative), positive)
assert torch.equal(scripted(negative), positive)  # right
assert "if bool(" in scripted.code and "if" not in traced.code
