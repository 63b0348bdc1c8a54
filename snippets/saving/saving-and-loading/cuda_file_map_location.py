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
cpu, cuda = b"X\x03\x00\x00\x00cpu", b"X\x06\x00\x00\x00cuda:0"
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

# On the machine without a GPU:
state = torch.load(gpu_path, map_location="cpu")
print("map_location='cpu':", state["weight"].device)
assert state["weight"].device == torch.device("cpu")
model = nn.Linear(3, 2)
print(model.load_state_dict(state))
assert torch.equal(model.weight, original.weight)
folder.cleanup()
