import pickle
import tempfile
from pathlib import Path

import torch

# What a failed download can leave under the
# checkpoint's name: a Git LFS pointer,
# a web page
not_checkpoints = {
    "Git LFS pointer": (
        "version https://git-lfs.github.com/spec/v1\n"
        "oid sha256:4d7a\n"
        "size 102400\n"
    ),
    "HTML page": "<!DOCTYPE html>\n<html><body>Sign in</body></html>\n",
}
with tempfile.TemporaryDirectory() as folder:
    path = Path(folder, "model.pt")
    for name, text in not_checkpoints.items():
        path.write_text(text)
        try:
            torch.load(path)
        except pickle.UnpicklingError as error:
            message = str(error)
            operand = next(
                s for s in message.splitlines() if "Unsupported" in s
            )
            print(f"{name}: Weights only load failed. … {operand}")
            assert message.startswith("Weights only load failed.")
            assert "set to `False` will likely succeed" in message
            assert operand.startswith("Unsupported operand")
        else:
            raise AssertionError(f"a {name} loaded")
        # The advice does not help:
        # it is no pickle
        try:
            torch.load(path, weights_only=False)
        except pickle.UnpicklingError as error:
            print(f"{name}, weights_only=False: {error}")
            assert str(error).startswith("invalid load key")
        else:
            raise AssertionError(f"a {name} loaded")
