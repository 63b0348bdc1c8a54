import inspect

import torch
from torch import nn
from torchinfo import summary
from torchinfo.enums import Units
from torchinfo.model_statistics import ModelStatistics


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

stats = summary(model, input_size=(1, 3, 32, 32))  # (1)!

assert stats.total_params == 338
conv = 8 * 32 * 32 * 3 * 3 * 3
# + one per conv output for its bias
conv_bias = 8 * 32 * 32
# BatchNorm and Linear: batch x parameters
assert stats.total_mult_adds == conv + conv_bias + 16 + 90
# listed, with no mult-adds: ReLU,
# Scale, pooling
macs = {x.class_name: x.macs for x in stats.summary_list}
for name in ["ReLU", "Scale", "AdaptiveAvgPool2d"]:
    assert macs[name] == 0
# a batch of 2 doubles BatchNorm's
# and Linear's
two = summary(model, input_size=(2, 3, 32, 32), verbose=0)
macs = {x.class_name: x.macs for x in two.summary_list}
assert (macs["BatchNorm2d"], macs["Linear"]) == (2 * 16, 2 * 90)
# the unit: an enum in an f-string
format_num = ModelStatistics.format_output_num
assert '" ({units_used})"' in inspect.getsource(format_num)
assert f"{Units.MEGABYTES}" == "Units.MEGABYTES"
assert Units.MEGABYTES.value == "M"

# without an input: parameters, no mult-adds
no_input = summary(model, verbose=0)
assert "no forward pass" in summary.__doc__
assert no_input.total_params == 338
assert no_input.total_mult_adds == 0
