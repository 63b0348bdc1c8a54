import tempfile
from pathlib import Path

import torch
from torch import nn

seen = []


# Called once per saved storage, with the
# device it was saved from, as a string:
def where(storage, location):
    seen.append(location)
    # Kept where it was read: the CPU.
    return storage


model = nn.Linear(3, 2)
with tempfile.TemporaryDirectory() as folder:
    path = Path(folder, "net.pt")
    torch.save(model.state_dict(), path)

    state = torch.load(path, map_location="cpu")  # (1)!
    print("'cpu':", state["weight"].device)
    assert all(t.device == torch.device("cpu") for t in state.values())
    model.load_state_dict(state)

    # The other forms: a torch.device, a dict
    # {saved device: new device}, a function.
    meta = torch.device("meta")
    state = torch.load(path, map_location=meta)
    print("torch.device('meta'):", state["weight"].device)
    assert state["weight"].device.type == "meta"
    state = torch.load(path, map_location={"cpu": "meta"})
    print("{'cpu': 'meta'}:", state["weight"].device)
    assert state["weight"].device.type == "meta"

    state = torch.load(path, map_location=where)
    print("where() saw:", seen, "->", state["weight"].device)
    assert seen == ["cpu", "cpu"]
    assert state["weight"].device == torch.device("cpu")
