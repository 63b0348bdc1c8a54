import torch
from torch import nn

model = nn.Linear(3, 2).to("cuda")
torch.save(model.state_dict(), "net.pt")  # the file records device cuda:0

state = torch.load("net.pt")  # without map_location: back onto the GPU
assert state["weight"].device == torch.device("cuda", 0)

state = torch.load("net.pt", map_location=torch.device("cpu"))
assert state["weight"].device == torch.device("cpu")

cpu_model = nn.Linear(3, 2)
cpu_model.load_state_dict(state)
assert torch.equal(cpu_model.weight, model.weight.cpu())
