import warnings

import torch
from torch import nn


class RunningSum(nn.Module):
    def forward(self, xs):
        total = torch.zeros(xs.shape[1:])
        for i in range(xs.size(0)):  # a loop whose length depends on the input
            total = total + xs[i]
        return total


three, five = torch.ones(3, 2), torch.ones(5, 2)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    traced = torch.jit.trace(RunningSum(), three)  # the loop is unrolled 3 times
    scripted = torch.jit.script(RunningSum())
assert not [w for w in caught if w.category is torch.jit.TracerWarning]  # no warning

assert torch.equal(traced(five), torch.full((2,), 3.0))  # wrong: stops after 3
assert torch.equal(scripted(five), torch.full((2,), 5.0))  # right
assert "for i in range(" not in traced.code and traced.code.count("torch.add(") == 3
assert "for i in range(torch.size(xs, 0)):" in scripted.code
