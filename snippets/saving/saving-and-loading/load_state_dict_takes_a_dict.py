import torch
from torch import nn

model = nn.Linear(3, 2)
torch.save(model.state_dict(), "net.pt")

try:
    model.load_state_dict("net.pt")
except TypeError as error:
    message = str(error)
    print(f"TypeError: {message}")
    assert "Expected state_dict to be dict-like, got <class" in message
else:
    raise AssertionError("load_state_dict accepted a path")

# Load the file first, then pass the dict:
result = model.load_state_dict(torch.load("net.pt"))
print(result)
assert result.missing_keys == [] and result.unexpected_keys == []
