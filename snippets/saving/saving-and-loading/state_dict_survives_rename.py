import tempfile
from pathlib import Path

import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)


with tempfile.TemporaryDirectory() as folder:
    path = Path(folder, "weights.pt")
    original = Net()
    torch.save(original.state_dict(), path)
    del Net

    # The loading script builds the model
    # from its own code,
    # whatever the class is called there:
    class Classifier(nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = nn.Linear(3, 2)

    model = Classifier()
    print(model.load_state_dict(torch.load(path)))
    assert torch.equal(model.fc.weight, original.fc.weight)
