# --8<-- [start:refused]
import pickle

import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)

    def forward(self, x):
        return self.fc(x)


torch.save(Net(), "whole.pt")  # pickles the object: a reference to __main__.Net

try:
    torch.load("whole.pt")
except pickle.UnpicklingError as error:
    assert "Unsupported global: GLOBAL __main__.Net" in str(error)
else:
    raise AssertionError("the default loaded a pickled class")

# --8<-- [end:refused]
# --8<-- [start:trusted]
# A file you made yourself or otherwise trust: allow exactly the classes it holds.
with torch.serialization.safe_globals([Net]):  # Net alone is not enough...
    try:
        torch.load("whole.pt")
    except pickle.UnpicklingError as error:  # ...every other class is still refused
        assert "Unsupported global: GLOBAL torch.nn.modules.linear.Linear" in str(error)
    else:
        raise AssertionError("loaded a class that was not allowed")

with torch.serialization.safe_globals([Net, nn.Linear]):
    model = torch.load("whole.pt")
assert isinstance(model, Net)

# Or switch the check off altogether (this runs any code the file contains).
model = torch.load("whole.pt", weights_only=False)
assert isinstance(model.fc, nn.Linear)
# --8<-- [end:trusted]
