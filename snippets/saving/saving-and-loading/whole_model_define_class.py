import tempfile
from pathlib import Path

import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)


with tempfile.TemporaryDirectory() as folder:
    path = Path(folder, "whole.pt")
    original = Net()
    torch.save(original, path)
    del Net

    # A whole-model file you already hold:
    # define (or import) the class under the
    # module path it was saved from, here
    # __main__, then load
    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = nn.Linear(3, 2)

    model = torch.load(path, weights_only=False)
    print(type(model).__module__, type(model).__name__)
    assert isinstance(model, Net)
    assert torch.equal(model.fc.weight, original.fc.weight)
