import zipfile
from collections import OrderedDict

import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)
        self.bn = nn.BatchNorm1d(2)  # has buffers as well as parameters

    def forward(self, x):
        return self.bn(self.fc(x))


torch.manual_seed(0)
model = Net().eval()
torch.save(model.state_dict(), "net.pt")  # (1)!

state = torch.load("net.pt")  # (2)!
assert isinstance(state, OrderedDict)  # parameter and buffer names -> tensors
assert list(state) == [
    "fc.weight",  # parameters...
    "fc.bias",
    "bn.weight",
    "bn.bias",
    "bn.running_mean",  # ...and buffers
    "bn.running_var",
    "bn.num_batches_tracked",
]
with zipfile.ZipFile("net.pt") as archive:  # a zip: a small pickle, then the tensors
    pickled = archive.read("net/data.pkl")
assert b"Net" not in pickled  # nothing in the file refers to your class

restored = Net().eval()  # the class is needed to rebuild the model
result = restored.load_state_dict(state)
assert result.missing_keys == [] and result.unexpected_keys == []
x = torch.randn(4, 3)
assert torch.equal(restored(x), model(x))
