import torch
from torch import nn

model = nn.Linear(3, 2)
torch.save(model.state_dict(), "net.pt")

state = torch.load("net.pt", map_location="cpu")  # (1)!
assert all(t.device == torch.device("cpu") for t in state.values())
model.load_state_dict(state)

# The other forms: a torch.device, a dict {saved device: new device}, a function.
state = torch.load("net.pt", map_location=torch.device("meta"))
assert state["weight"].device.type == "meta"  # shapes only, no data
state = torch.load("net.pt", map_location={"cpu": "meta"})
assert state["weight"].device.type == "meta"
seen = []


def where(storage, location):  # called once per saved storage
    seen.append(location)  # the device it was saved from, as a string
    return storage  # left where the loader put it: on the CPU


state = torch.load("net.pt", map_location=where)
assert seen == ["cpu", "cpu"]  # weight and bias
assert state["weight"].device == torch.device("cpu")
