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
    torch.save(Net(), path)
    # As a rename or a move would do:
    del Net

    try:
        torch.load(path, weights_only=False)
    except AttributeError as error:
        # Cut before the module's path:
        print(f"AttributeError: {str(error).split(' on ')[0]}")
        assert "Can't get attribute 'Net'" in str(error)
    else:
        raise AssertionError("loaded without the class")
