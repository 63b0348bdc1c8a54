import contextlib
import inspect
import io

import torch
from torch import nn
from torchsummary import summary

default = inspect.signature(summary).parameters["device"].default
print(f"default device: {default!r}")
assert default == "cuda"
# CUDA inputs only where CUDA is available
source = inspect.getsource(summary)
assert 'if device == "cuda" and torch.cuda.is_available():' in source

model = nn.Sequential(
    nn.Conv2d(3, 8, kernel_size=3, padding=1),
    nn.ReLU(),
    nn.AdaptiveAvgPool2d(1),
    nn.Flatten(),
    nn.Linear(8, 10),
)
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = model.to(device)
# pass the model's device: "cuda" or "cpu"
result = summary(model, input_size=(3, 32, 32), device=device.type)
# it prints the table and returns None
assert result is None

if not torch.cuda.is_available():
    # no CUDA: the default runs on the CPU
    table = io.StringIO()
    with contextlib.redirect_stdout(table):
        summary(model, input_size=(3, 32, 32))
    assert "Total params: 314" in table.getvalue()
