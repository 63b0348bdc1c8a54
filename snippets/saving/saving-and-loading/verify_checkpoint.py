import hashlib
import tempfile
from pathlib import Path

import torch

folder = tempfile.TemporaryDirectory()
path = Path(folder.name, "model.pt")
torch.save({"weight": torch.ones(3)}, path)
# Published next to the file by whoever saved
# it:
expected = hashlib.sha256(path.read_bytes()).hexdigest()


def load_checked(path, sha256):
    digest = hashlib.sha256(Path(path).read_bytes()).hexdigest()
    if digest != sha256:
        raise ValueError(f"{path.name} is damaged: download it again")
    return torch.load(path)


data = path.read_bytes()
path.write_bytes(data[: len(data) - 100])
try:
    load_checked(path, expected)
except ValueError as error:
    print(f"ValueError: {error}")
    assert "damaged" in str(error)
else:
    raise AssertionError("a damaged file passed the check")

# Downloaded again, complete:
path.write_bytes(data)
state = load_checked(path, expected)
print(list(state))
assert torch.equal(state["weight"], torch.ones(3))
folder.cleanup()
