import tempfile
from pathlib import Path

import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        return self.fc(x).relu()


torch.manual_seed(0)
model = Net()
x = torch.randn(2, 4)
program = torch.export.export(model, (x,))  # (1)!
nodes = program.graph.nodes
ops = [n.target for n in nodes if n.op == "call_function"]
print("ops:", [str(op) for op in ops])
assert ops == [torch.ops.aten.linear.default, torch.ops.aten.relu.default]

# A format of its own: no pickle of Net.
with tempfile.TemporaryDirectory() as folder:
    torch.export.save(program, Path(folder, "net.pt2"))
    loaded = torch.export.load(Path(folder, "net.pt2"))
same = torch.equal(loaded.module()(x), model(x))
print("loaded, same result:", same)
assert same

try:
    loaded.module()(torch.randn(3, 4))
except AssertionError as error:
    # The program's own input check:
    print(f"AssertionError: {error}")
    assert "Guard failed: x.size()[0] == 2" in str(error)
else:
    raise AssertionError("a static export accepted another batch size")

batch = torch.export.Dim("batch")
dynamic = {"x": {0: batch}}
program = torch.export.export(model, (x,), dynamic_shapes=dynamic)
out = program.module()(torch.randn(3, 4))
print("dynamic batch:", tuple(out.shape))
assert out.shape == (3, 4)
