import contextlib
import io
import re

import torch
from thop import profile
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
inputs = torch.randn(1, 3, 32, 32)

# by default: no word about Scale
quiet = io.StringIO()
with contextlib.redirect_stdout(quiet):
    macs, params = profile(model, inputs=(inputs,))
print(f"macs: {macs:,.0f}, params: {params:,.0f}")

loud = io.StringIO()
with contextlib.redirect_stdout(loud):
    profile(model, inputs=(inputs,), report_missing=True)
for line in loud.getvalue().splitlines():
    if "[WARN]" in line:
        # drop the terminal colour codes
        print(re.sub(r"\x1b\[\d+m", "", line))

assert "Scale" not in quiet.getvalue()
assert "count_normalization()" in quiet.getvalue()
assert "Cannot find rule for <class '__main__.Scale'>" in loud.getvalue()
everything = sum(p.numel() for p in model.parameters())
assert params == everything - 8

# a convolution's bias adds nothing
conv = nn.Conv2d(3, 8, 3, padding=1)
with contextlib.redirect_stdout(io.StringIO()):
    with_bias, _ = profile(conv, inputs=(inputs,))
    conv.bias = None
    without_bias, _ = profile(conv, inputs=(inputs,))
assert with_bias == without_bias
