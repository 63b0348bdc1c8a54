import os
import tempfile

import torch
from torch import nn

model = nn.Linear(3, 2)
with tempfile.TemporaryDirectory() as folder:
    # A file name, as a string:
    path = os.path.join(folder, "net.pt")
    torch.save(model.state_dict(), path)

    try:
        model.load_state_dict(path)
    except TypeError as error:
        message = str(error)
        print(f"TypeError: {message}")
        assert "Expected state_dict to be dict-like, got <class" in message
    else:
        raise AssertionError("load_state_dict accepted a path")

    # Load the file first, then pass
    # the dict:
    result = model.load_state_dict(torch.load(path))
print(result)
assert result.missing_keys == [] and result.unexpected_keys == []
