import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)


torch.save(Net(), "whole.pt")
del Net  # what a refactoring that renames or moves the class does

try:
    torch.load("whole.pt", weights_only=False)
except AttributeError as error:
    assert "Can't get attribute 'Net'" in str(error)
else:
    raise AssertionError("loaded without the class")
