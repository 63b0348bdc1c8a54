import argparse
import tempfile
from pathlib import Path

import torch

args = argparse.Namespace(lr=0.1, epochs=10)
folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "checkpoint.pt")

# Save plain data: a dict instead of the
# Namespace.
torch.save({"weight": torch.ones(2), "args": vars(args)}, path)
checkpoint = torch.load(path)
print(checkpoint["args"])
assert argparse.Namespace(**checkpoint["args"]) == args

# A file you trust that holds the class:
# allow exactly it.
torch.save({"weight": torch.ones(2), "args": args}, path)
with torch.serialization.safe_globals([argparse.Namespace]):
    checkpoint = torch.load(path)
print(checkpoint["args"])
assert checkpoint["args"] == args
folder.cleanup()
