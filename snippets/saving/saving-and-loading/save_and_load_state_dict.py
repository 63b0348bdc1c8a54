import tempfile
import zipfile
from collections import OrderedDict
from pathlib import Path

import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)
        # Buffers as well as parameters:
        self.bn = nn.BatchNorm1d(2)

    def forward(self, x):
        return self.bn(self.fc(x))


torch.manual_seed(0)
model = Net().eval()
with tempfile.TemporaryDirectory() as folder:
    path = Path(folder, "net.pt")
    torch.save(model.state_dict(), path)  # (1)!

    state = torch.load(path)  # (2)!
    # A zip: a small pickle, then the
    # tensors.
    with zipfile.ZipFile(path) as archive:
        pickled = archive.read("net/data.pkl")
print(type(state).__name__, list(state))
assert isinstance(state, OrderedDict)
assert list(state) == [
    "fc.weight",
    "fc.bias",
    "bn.weight",
    "bn.bias",
    "bn.running_mean",
    "bn.running_var",
    "bn.num_batches_tracked",
]
print("the pickle names Net:", b"Net" in pickled)
assert b"Net" not in pickled

# Rebuilding needs the class:
restored = Net().eval()
result = restored.load_state_dict(state)
print(result)
assert result.missing_keys == [] and result.unexpected_keys == []
x = torch.randn(4, 3)
assert torch.equal(restored(x), model(x))
