import tempfile
from pathlib import Path

import torch

folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "model.pt")
torch.save({"weight": torch.ones(3)}, path)
# What an interrupted download or a full disk
# leaves:
data = path.read_bytes()
path.write_bytes(data[: len(data) - 100])

try:
    torch.load(path)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert str(error).startswith(
        "PytorchStreamReader failed reading zip archive: "
        "failed finding central directory"
    )
    assert "your checkpoint file is corrupted" in str(error)
else:
    raise AssertionError("a truncated file loaded")
folder.cleanup()
