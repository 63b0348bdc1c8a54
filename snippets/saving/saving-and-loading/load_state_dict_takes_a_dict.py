import torch
from torch import nn

model = nn.Linear(3, 2)
torch.save(model.state_dict(), "net.pt")

try:
    model.load_state_dict("net.pt")  # a path, not a state dict
except TypeError as error:
    assert "Expected state_dict to be dict-like, got <class 'str'>" in str(error)
else:
    raise AssertionError("load_state_dict accepted a path")

model.load_state_dict(torch.load("net.pt"))  # load the file first, then the dict
