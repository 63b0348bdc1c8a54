import contextlib
import inspect
import io

import torch
from torch import nn
from torchsummary import summary


class Scale(nn.Module):
    """A custom layer: a learnable scale per channel."""

    def __init__(self, channels):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(channels, 1, 1))

    def forward(self, x):
        return x * self.scale


model = nn.Sequential(
    nn.Conv2d(3, 8, 3, padding=1),
    nn.BatchNorm2d(8),
    nn.ReLU(),
    Scale(8),
    nn.AdaptiveAvgPool2d(1),
    nn.Flatten(),
    nn.Linear(8, 10),
).eval()

printed = io.StringIO()
with contextlib.redirect_stdout(printed):
    summary(model, (3, 32, 32), device="cpu")
print(printed.getvalue(), end="")

everything = sum(p.numel() for p in model.parameters())
# Scale's parameter is not named weight
assert "Total params: 330" in printed.getvalue()
assert everything == 338
source = inspect.getsource(summary)
assert 'hasattr(module, "weight")' in source
device = inspect.signature(summary).parameters["device"]
assert device.default == "cuda"
