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
with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # the deprecation warnings shown above
    traced = torch.jit.trace(RunningSum(), three)  # the loop is unrolled 3 times
    scripted = torch.jit.script(RunningSum())

assert torch.equal(traced(five), torch.full((2,), 3.0))  # wrong: stops after 3
assert torch.equal(scripted(five), torch.full((2,), 5.0))  # right
assert "for" in scripted.code or "loop" in scripted.graph.str()
