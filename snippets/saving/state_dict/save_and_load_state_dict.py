from collections import OrderedDict

import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)

    def forward(self, x):
        return self.fc(x)


torch.manual_seed(0)
model = Net()
torch.save(model.state_dict(), "net.pt")  # (1)!

state = torch.load("net.pt")  # (2)!
assert isinstance(state, OrderedDict)  # parameter and buffer names -> tensors
assert list(state) == ["fc.weight", "fc.bias"]

restored = Net()  # the class is needed to rebuild the model
result = restored.load_state_dict(state)
assert result.missing_keys == [] and result.unexpected_keys == []
x = torch.randn(4, 3)
assert torch.equal(restored(x), model(x))
