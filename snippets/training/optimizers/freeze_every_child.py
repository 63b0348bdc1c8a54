import torch
from torch import nn

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))

for child in model.children():  # (1)!
    for param in child.parameters():
        param.requires_grad = False

trainable = [p for p in model.parameters() if p.requires_grad]
print("trainable parameters:", len(trainable))
try:
    torch.optim.Adam(
        filter(lambda p: p.requires_grad, model.parameters()), lr=0.1
    )
except ValueError as error:
    print(f"ValueError: {error}")
    assert "optimizer got an empty parameter list" in str(error)
else:
    raise AssertionError("expected a ValueError")
