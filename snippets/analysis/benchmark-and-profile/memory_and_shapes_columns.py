import torch
from torch import nn
from torch.profiler import ProfilerActivity, profile, record_function
from torchvision import models


def columns(table):
    header = table.splitlines()[1]
    return [c.strip() for c in header.split("  ") if c.strip()]


model = models.efficientnet_v2_s(weights=None).eval()
x = torch.randn(1, 3, 64, 64)

# the bytes every convolution returns
out_bytes = []
for layer in model.modules():
    if isinstance(layer, nn.Conv2d):
        layer.register_forward_hook(
            lambda m, i, out: out_bytes.append(out.nbytes)
        )

with torch.no_grad():
    model(x)
    with profile(activities=[ProfilerActivity.CPU]) as plain:
        model(x)
    out_bytes.clear()
    with (
        profile(
            activities=[ProfilerActivity.CPU],
            profile_memory=True,
            record_shapes=True,
        ) as both,
        record_function("forward"),
    ):
        model(x)

base = columns(plain.key_averages().table(row_limit=1))
print(base)
table = both.key_averages().table(row_limit=1)
added = [c for c in columns(table) if c not in base]
print("profile_memory adds:", added)
assert added == ["CPU Mem", "Self CPU Mem"]

by_shape = both.key_averages(group_by_input_shape=True)
table = by_shape.table(row_limit=1)
added = [c for c in columns(table) if c not in base]
print("grouped by input shape:", added)
assert added == ["CPU Mem", "Self CPU Mem", "Input Shapes"]

(conv,) = [e for e in both.key_averages() if e.key == "aten::conv2d"]
same = conv.cpu_memory_usage == sum(out_bytes)
print(f"aten::conv2d: {conv.count} calls")
print(f"CPU Mem = bytes of their outputs: {same}")
print(f"Self CPU Mem: {conv.self_cpu_memory_usage}")
assert conv.count == len(out_bytes) == 170
assert conv.cpu_memory_usage == sum(out_bytes)
assert conv.self_cpu_memory_usage == 0

# net bytes: the tensors freed between
# operators count against the label
(label,) = [e for e in both.key_averages() if e.key == "forward"]
print("label's Self CPU Mem < 0:", label.self_cpu_memory_usage < 0)
assert label.self_cpu_memory_usage < 0
