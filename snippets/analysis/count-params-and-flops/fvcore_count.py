import inspect
import logging
from logging.handlers import BufferingHandler

import torch
from fvcore.nn import FlopCountAnalysis, flop_count_table, parameter_count
from torch import nn
from torch.utils.flop_counter import FlopCounterMode


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

# fvcore logs what it cannot count
log = logging.getLogger("fvcore.nn.jit_analysis")
caught = BufferingHandler(capacity=100)
log.addHandler(caught)
flops = FlopCountAnalysis(model, inputs)
total = flops.total()  # (1)!
log.removeHandler(caught)
for record in caught.buffer:
    print(record.getMessage())
print(flop_count_table(flops, max_depth=1))
print(f"total: {total:,}")
print(f"parameters: {parameter_count(model)['']:,}")

assert [r.levelname for r in caught.buffer] == ["WARNING"]
assert flops.unsupported_ops() == {"aten::mul": 1}
assert parameter_count(model)[""] == 338
# the table turns the warnings off
table_source = inspect.getsource(flop_count_table)
assert "unsupported_ops_warnings(False)" in table_source

# one multiply-add counts as one flop
doc = FlopCountAnalysis.__doc__
assert "Flop is not a well-defined concept" in doc
assert "jit tracing" in doc
assert "count one fused multiply-add as one flop" in doc
assert flops.by_operator()["linear"] == 8 * 10
assert flops.by_operator()["conv"] == 8 * 32 * 32 * 3 * 3 * 3

# torch's counter: two FLOPs per multiply-add
with FlopCounterMode(display=False) as counter:
    model(inputs)
torch_linear = sum(counter.get_flop_counts()["Sequential.6"].values())
assert torch_linear == 2 * flops.by_operator()["linear"]
