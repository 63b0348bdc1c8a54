import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x, y = torch.randn(4, 3), torch.randn(4, 1)

# one loss per sample, not reduced
loss = F.mse_loss(model(x), y, reduction="none")
print(f"loss.shape: {tuple(loss.shape)}")
try:
    loss.backward()
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert str(error) == (
        "grad can be implicitly created only for scalar outputs"
    )
else:
    raise AssertionError("backward() did not raise")
