import tempfile
from pathlib import Path

import torch
from torch import nn

folder = tempfile.TemporaryDirectory()
MODEL_PATH = Path(folder.name, "model.pt")
model = nn.Sequential(nn.Linear(3, 3), nn.BatchNorm1d(3))
torch.save(model.state_dict(), MODEL_PATH)

# Same architecture, same code
restored = nn.Sequential(nn.Linear(3, 3), nn.BatchNorm1d(3))
result = restored.load_state_dict(torch.load(MODEL_PATH))  # (1)!
folder.cleanup()
print(result)
print(list(restored.state_dict()))
assert not result.missing_keys and not result.unexpected_keys
for key, value in model.state_dict().items():
    assert torch.equal(restored.state_dict()[key], value)

try:
    restored.load_state_dict({"0.weight": model[0].weight})
except RuntimeError as error:
    first, second = str(error).splitlines()[:2]
    print(f"RuntimeError: {first}")
    print(second.strip())
    assert 'Missing key(s) in state_dict: "0.bias"' in str(error)
    assert "num_batches_tracked" not in str(error)
else:
    raise AssertionError("load_state_dict() did not raise")
