# --8<-- [start:refused]
import pickle
import tempfile
from pathlib import Path

import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)

    def forward(self, x):
        return self.fc(x)


def unsupported(error):
    lines = str(error).splitlines()
    return next(s.strip() for s in lines if "Unsupported global" in s)


folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "whole.pt")
# Pickles a reference to __main__.Net:
torch.save(Net(), path)

try:
    torch.load(path)
except pickle.UnpicklingError as error:
    print(unsupported(error))
    assert "Unsupported global: GLOBAL __main__.Net" in str(error)
else:
    raise AssertionError("the default loaded a pickled class")

# --8<-- [end:refused]
# --8<-- [start:trusted]
# A file you trust: allow its classes.
# Net alone is not enough...
with torch.serialization.safe_globals([Net]):
    try:
        torch.load(path)
    except pickle.UnpicklingError as error:
        # ...every other one is refused.
        print(unsupported(error))
        assert "GLOBAL torch.nn.modules.linear.Linear" in str(error)
    else:
        raise AssertionError("loaded a class that was not allowed")

with torch.serialization.safe_globals([Net, nn.Linear]):
    model = torch.load(path)
print("loaded:", type(model).__name__)
assert isinstance(model, Net)

# Or turn the check off (runs any code):
model = torch.load(path, weights_only=False)
assert isinstance(model.fc, nn.Linear)
folder.cleanup()
# --8<-- [end:trusted]
