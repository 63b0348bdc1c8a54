import torch
from torch import nn


class Gate(nn.Module):
    def forward(self, x):
        return x if x.sum() > 0 else -x


try:
    torch.export.export(Gate(), (torch.ones(2),))
except RuntimeError as error:  # (1)!
    assert type(error).__name__ == "GuardOnDataDependentSymNode"
    assert "Could not guard on data-dependent expression" in str(error)
else:
    raise AssertionError("exported a Python branch on the data")


class CondGate(nn.Module):
    def forward(self, x):
        return torch.cond(x.sum() > 0, lambda x: x.clone(), lambda x: -x, (x,))  # (2)!


program = torch.export.export(CondGate(), (torch.ones(2),))
gate = program.module()
assert torch.equal(gate(-torch.ones(2)), torch.ones(2))  # both branches kept
assert torch.equal(gate(torch.ones(2)), torch.ones(2))


class AliasGate(nn.Module):
    def forward(self, x):
        return torch.cond(x.sum() > 0, lambda x: x, lambda x: -x, (x,))


try:
    torch.export.export(AliasGate(), (torch.ones(2),))
except RuntimeError as error:
    assert "Encountered aliasing during higher order op tracing" in str(error)
else:
    raise AssertionError("exported a branch that returns its input")
