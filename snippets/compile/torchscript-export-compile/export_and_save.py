import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        return self.fc(x).relu()


model = Net()
x = torch.randn(2, 4)
program = torch.export.export(model, (x,))  # (1)!
ops = [n.target for n in program.graph.nodes if n.op == "call_function"]
assert ops == [torch.ops.aten.linear.default, torch.ops.aten.relu.default]

torch.export.save(program, "net.pt2")  # a format of its own: no pickle of Net
loaded = torch.export.load("net.pt2")
assert torch.equal(loaded.module()(x), model(x))

try:
    loaded.module()(torch.randn(3, 4))  # another batch size
except AssertionError as error:  # raised by the exported program's own input check
    assert "Guard failed: x.size()[0] == 2" in str(error)
else:
    raise AssertionError("a static export accepted another batch size")

batch = torch.export.Dim("batch")
program = torch.export.export(model, (x,), dynamic_shapes={"x": {0: batch}})
assert program.module()(torch.randn(3, 4)).shape == (3, 4)
