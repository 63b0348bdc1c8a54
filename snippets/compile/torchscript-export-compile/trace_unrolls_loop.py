import warnings

import torch
from torch import nn


class RunningSum(nn.Module):
    def forward(self, xs):
        total = torch.zeros(xs.shape[1:])
        # A loop as long as the input:
        for i in range(xs.size(0)):
            total = total + xs[i]
        return total


three, five = torch.ones(3, 2), torch.ones(5, 2)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    traced = torch.jit.trace(RunningSum(), three)
    scripted = torch.jit.script(RunningSum())
tracer = [w for w in caught if w.category is torch.jit.TracerWarning]
print("tracer warnings:", len(tracer))
assert tracer == []

print("traced:  ", traced(five).tolist())
print("scripted:", scripted(five).tolist())
print("additions in the trace:", traced.code.count("torch.add("))
assert torch.equal(traced(five), torch.full((2,), 3.0))
assert torch.equal(scripted(five), torch.full((2,), 5.0))
assert "for i in range(" not in traced.code
assert traced.code.count("torch.add(") == 3
assert "for i in range(torch.size(xs, 0)):" in scripted.code
