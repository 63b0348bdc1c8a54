import torch
from torch import nn

MODEL_PATH = "model.pt"
model = nn.Sequential(nn.Linear(3, 3), nn.BatchNorm1d(3))
torch.save(model.state_dict(), MODEL_PATH)

restored = nn.Sequential(nn.Linear(3, 3), nn.BatchNorm1d(3))  # same architecture
result = restored.load_state_dict(torch.load(MODEL_PATH))  # (1)!
assert not result.missing_keys and not result.unexpected_keys
for key, value in model.state_dict().items():
    assert torch.equal(restored.state_dict()[key], value)  # buffers included
