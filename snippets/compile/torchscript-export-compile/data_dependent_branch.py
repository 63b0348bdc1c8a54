import torch
from torch import nn
from torch.fx.experimental.symbolic_shapes import (
    GuardOnDataDependentSymNode,
)


class Gate(nn.Module):
    def forward(self, x):
        return x if x.sum() > 0 else -x


try:
    torch.export.export(Gate(), (torch.ones(2),))
except RuntimeError as error:  # (1)!
    name, first = type(error).__name__, str(error).splitlines()[0]
    print(f"{name}: {first}")
    assert isinstance(error, GuardOnDataDependentSymNode)
    assert "Could not guard on data-dependent expression" in first
else:
    raise AssertionError("exported a Python branch on the data")


class CondGate(nn.Module):
    def forward(self, x):
        def positive(x):
            return x.clone()  # (2)!

        def negative(x):
            return -x

        return torch.cond(x.sum() > 0, positive, negative, (x,))


program = torch.export.export(CondGate(), (torch.ones(2),))
gate = program.module()
ones = torch.ones(2)
print(
    "gate(-ones):", gate(-ones).tolist(), "gate(ones):", gate(ones).tolist()
)
assert torch.equal(gate(-ones), ones)
assert torch.equal(gate(ones), ones)


class AliasGate(nn.Module):
    def forward(self, x):
        return torch.cond(x.sum() > 0, lambda x: x, lambda x: -x, (x,))


try:
    torch.export.export(AliasGate(), (torch.ones(2),))
except RuntimeError as error:
    message = str(error)
    line = next(s for s in message.splitlines() if "aliasing" in s)
    print(f"{type(error).__name__}: {line}")
    assert "Encountered aliasing during higher order op tracing" in message
else:
    raise AssertionError("exported a branch that returns its input")
