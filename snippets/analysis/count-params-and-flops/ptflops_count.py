import inspect
import io

import torch
from ptflops import get_model_complexity_info
from torch import nn


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
model.train()

warnings = io.StringIO()
macs, params = get_model_complexity_info(
    model,
    (3, 32, 32),  # (1)!
    as_strings=False,
    print_per_layer_stat=False,
    verbose=True,
    ost=warnings,
)
print(warnings.getvalue(), end="")
print(f"macs: {macs:,}, params: {params:,}")
print(f"model.training after the call: {model.training}")

assert "module Scale is treated as a zero-op" in warnings.getvalue()
doc = get_model_complexity_info.__doc__
assert "dimension is added automatically" in doc
assert "parameters and MACs" in doc
backend = inspect.signature(get_model_complexity_info).parameters["backend"]
assert backend.default.value == "pytorch"
assert params == 338
assert model.training is False

# nn.ReLU counted twice: module and F.relu
relu = nn.Sequential(nn.ReLU())
twice, _ = get_model_complexity_info(
    relu, (8, 16, 16), as_strings=False, print_per_layer_stat=False
)
once, _ = get_model_complexity_info(
    relu,
    (8, 16, 16),
    as_strings=False,
    print_per_layer_stat=False,
    backend_specific_config={"count_functional": False},
)
print(f"ReLU on 2,048 elements: {twice:,}, modules only: {once:,}")
assert (twice, once) == (2 * 2048, 2048)
