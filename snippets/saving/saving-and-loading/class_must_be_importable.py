import re
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
        # Without the script's path, which
        # differs per machine:
        message = re.sub(r" from '[^']*'", "", str(error))
        print(f"AttributeError: {message}")
        assert message == "Can't get attribute 'Net' on <module '__main__'>"
    else:
        raise AssertionError("loaded without the class")
