import inspect
import logging
from logging.handlers import BufferingHandler

import torch
from fvcore.nn import FlopCountAnalysis
from mmengine.analysis import (
    ActivationAnalyzer,
    get_model_complexity_info,
    jit_analysis,
)
from mmengine.logging import MMLogger
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

# mmengine logs through its own logger
logger = MMLogger.get_current_instance()
caught = BufferingHandler(capacity=100)
saved, logger.handlers = logger.handlers, [caught]
fvcore_log = logging.getLogger("fvcore.nn.jit_analysis")
not_fvcore = BufferingHandler(capacity=100)
fvcore_log.addHandler(not_fvcore)
result = get_model_complexity_info(model, input_shape=(3, 32, 32))
fvcore_log.removeHandler(not_fvcore)
logger.handlers = saved
for record in caught.buffer:
    print(record.getMessage())
print(result["out_table"])
print(f"Model Flops: {result['flops_str']} ({result['flops']:,})")
print(f"Model Parameters: {result['params_str']}")
# the warnings went to MMLogger, not fvcore
assert caught.buffer and not_fvcore.buffer == []

where = inspect.getmodule(get_model_complexity_info).__name__
print(f"defined in {where}")
assert where == "mmengine.analysis.print_helper"
assert {"out_table", "out_arch", "flops_str"} <= result.keys()
# input_shape gets a batch of one
helper = inspect.getsource(get_model_complexity_info)
assert "torch.randn(1, *input_shape)" in helper

# a copy of fvcore's counter: the same total
source = inspect.getsource(jit_analysis)
assert "Modified from" in source
assert "fvcore/nn/jit_analysis.py" in source
inputs = torch.randn(1, 3, 32, 32)
fvcore = FlopCountAnalysis(model, inputs)
fvcore.unsupported_ops_warnings(False)
assert result["flops"] == fvcore.total()
assert fvcore.unsupported_ops() == {"aten::mul": 1}
assert result["params"] == 338

# the other warnings: the activation count
activations = ActivationAnalyzer(model, inputs)
activations.unsupported_ops_warnings(False)
activations.total()
assert set(activations.unsupported_ops()) == {
    "aten::batch_norm",
    "aten::mul",
    "aten::adaptive_avg_pool2d",
}
