import tempfile
import warnings
import zipfile
from pathlib import Path

import torch
from torch import nn

# TorchScript's deprecations, shown above:
warnings.filterwarnings("ignore", message="`torch.jit")


class MyDecisionGate(nn.Module):
    def forward(self, x):
        return x if x.sum() > 0 else -x


class MyCell(nn.Module):
    def __init__(self, dg):
        super().__init__()
        self.dg = dg
        self.linear = nn.Linear(4, 4)

    def forward(self, x, h):
        new_h = torch.tanh(self.dg(self.linear(x)) + h)
        return new_h, new_h


x, h = torch.rand(3, 4), torch.rand(3, 4)
scripted_gate = torch.jit.script(MyDecisionGate())  # (1)!


class MyRNNLoop(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = torch.jit.trace(MyCell(scripted_gate), (x, h))  # (2)!

    def forward(self, xs):
        h, y = torch.zeros(3, 4), torch.zeros(3, 4)
        for i in range(xs.size(0)):
            y, h = self.cell(xs[i], h)
        return y, h


class WrapRNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.loop = torch.jit.script(MyRNNLoop())  # (3)!

    def forward(self, xs):
        y, h = self.loop(xs)
        return torch.relu(y)


torch.manual_seed(0)
traced = torch.jit.trace(WrapRNN(), torch.rand(10, 3, 4))
gate_code = traced.loop.cell.dg.code
print("gate keeps its branch:", "if bool(" in gate_code)
print("loop keeps its loop:", "for i in range(" in traced.loop.code)
assert "if bool(" in gate_code
assert "for i in range(" in traced.loop.code

with tempfile.TemporaryDirectory() as folder:
    path = Path(folder, "wrapped_rnn.pt")
    traced.save(path)
    # The file carries the code...
    with zipfile.ZipFile(path) as archive:
        assert any("/code/" in name for name in archive.namelist())
    # ...and loading builds the model
    # from it.
    loaded = torch.jit.load(path)
print("loaded as:", type(loaded).__name__)
assert not isinstance(loaded, WrapRNN)
assert type(loaded).__name__ == "RecursiveScriptModule"
# Another length: the loop follows it.
xs = torch.rand(7, 3, 4)
h = torch.zeros(3, 4)
for x_t in xs:
    y, h = traced.loop.cell(x_t, h)
same = torch.equal(loaded(xs), torch.relu(y))
print("7 steps, as a loop by hand:", same)
assert same
