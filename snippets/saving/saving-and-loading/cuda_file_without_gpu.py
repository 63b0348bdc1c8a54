import os
import tempfile
import zipfile
from pathlib import Path

import torch
from torch import nn

# Play a machine without a GPU:
# hide every GPU before CUDA starts.
os.environ["CUDA_VISIBLE_DEVICES"] = ""
assert not torch.cuda.is_available()

torch.manual_seed(0)
original = nn.Linear(3, 2)
folder = tempfile.TemporaryDirectory()
saved_path = Path(folder.name, "net.pt")
gpu_path = Path(folder.name, "gpu.pt")
torch.save(original.state_dict(), saved_path)

# Relabel it as a GPU checkpoint.
cpu, cuda = b"X\x03\x00\x00\x00cpu", b"X\x06\x00\x00\x00cuda:0"  # (1)!
with (
    zipfile.ZipFile(saved_path) as saved,
    zipfile.ZipFile(gpu_path, "w") as relabelled,
):
    for item in saved.infolist():
        data = saved.read(item)
        if item.filename.endswith("/data.pkl"):
            assert data.count(cpu) == 1
            data = data.replace(cpu, cuda)
        relabelled.writestr(item, data)

locations = []


def record(storage, location):  # (2)!
    locations.append(location)
    return storage


torch.load(gpu_path, map_location=record)
print("saved on:", locations)
assert locations == ["cuda:0", "cuda:0"]

try:
    torch.load(gpu_path)
except RuntimeError as error:
    message = str(error)
    print(f"RuntimeError: {message}")
    assert message.startswith(
        "Attempting to deserialize object on a CUDA device but "
        "torch.cuda.is_available() is False."
    )
    assert "map_location=torch.device('cpu')" in message
else:
    raise AssertionError("loaded CUDA tensors without CUDA")
folder.cleanup()
