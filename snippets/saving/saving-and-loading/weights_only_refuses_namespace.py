import argparse
import pickle
import re
import tempfile
from pathlib import Path

import torch

args = argparse.Namespace(lr=0.1, epochs=10)
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "checkpoint.pt")
torch.save({"weight": torch.ones(2), "args": args}, path)

try:
    torch.load(path)
except pickle.UnpicklingError as error:
    lines = str(error).splitlines()
    # The first line, without its terminal
    # bold codes:
    print(re.sub(r"\x1b\[\d+m", "", lines[0]).strip())
    print(next(s.strip() for s in lines if "Unsupported global" in s))
    assert str(error).startswith("Weights only load failed.")
    assert "GLOBAL argparse.Namespace was not an allowed global" in str(
        error
    )
else:
    raise AssertionError("the default loaded a Namespace")
folder.cleanup()
