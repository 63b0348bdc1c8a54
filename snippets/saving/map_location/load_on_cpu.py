import torch
from torch import nn

model = nn.Linear(3, 2)
torch.save(model.state_dict(), "net.pt")

state = torch.load("net.pt", map_location="cpu")  # (1)!
assert all(t.device == torch.device("cpu") for t in state.values())
model.load_state_dict(state)
