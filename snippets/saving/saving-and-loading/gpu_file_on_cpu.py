import tempfile
import zipfile
from pathlib import Path

import torch
from torch import nn

model = nn.Linear(3, 2).to("cuda")
with tempfile.TemporaryDirectory() as folder:
    path = Path(folder, "net.pt")
    torch.save(model.state_dict(), path)

    # The device name, written as the
    # snippet above writes it:
    with zipfile.ZipFile(path) as archive:
        pickled = archive.read("net/data.pkl")
    assert b"X\x06\x00\x00\x00cuda:0" in pickled

    # Without map_location: back onto
    # the GPU.
    state = torch.load(path)
    assert state["weight"].device == torch.device("cuda", 0)

    state = torch.load(path, map_location=torch.device("cpu"))
assert state["weight"].device == torch.device("cpu")

cpu_model = nn.Linear(3, 2)
cpu_model.load_state_dict(state)
assert torch.equal(cpu_model.weight, model.weight.cpu())
