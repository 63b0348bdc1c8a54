import torch
from torch.profiler import ProfilerActivity, profile
from torchvision import models

torch.manual_seed(0)
model = models.resnet50(weights=None).eval()
x = torch.randn(1, 3, 64, 64)

with torch.no_grad():
    # warm-up: not profiled
    model(x)
    with profile(
        activities=[ProfilerActivity.CPU], record_shapes=True
    ) as prof:
        model(x)

calls = {e.key: e.count for e in prof.key_averages()}
ops = [
    "aten::conv2d",
    "aten::batch_norm",
    "aten::relu_",
    "aten::add_",
    "aten::max_pool2d",
    "aten::adaptive_avg_pool2d",
    "aten::linear",
]
for name in ops:
    print(f"{name:27} {calls[name]:3}")
# 1 stem + 16 blocks x 3 + 4 shortcuts
blocks = [m for m in model.modules() if type(m).__name__ == "Bottleneck"]
shortcuts = [b.downsample[0] for b in blocks if b.downsample]
assert len(blocks) == 16
assert [c.kernel_size for c in shortcuts] == [(1, 1)] * 4
assert calls["aten::conv2d"] == 1 + 16 * 3 + 4 == 53
assert calls["aten::batch_norm"] == calls["aten::conv2d"]
# ReLU runs in place: 1 stem + 16 x 3
assert calls["aten::relu_"] == 1 + 16 * 3
# each block adds its shortcut in place
assert calls["aten::add_"] == 16
assert calls["aten::linear"] == 1

by_shape = prof.key_averages(group_by_input_shape=True)
convs = [e for e in by_shape if e.key == "aten::conv2d"]  # (1)!
print(f"aten::conv2d rows by input shape: {len(convs)}")
assert sum(e.count for e in convs) == 53
assert 1 < len(convs) < 53

# without record_shapes: a single row
with torch.no_grad(), profile(activities=[ProfilerActivity.CPU]) as plain:
    model(x)
by_shape = plain.key_averages(group_by_input_shape=True)
assert [e.count for e in by_shape if e.key == "aten::conv2d"] == [53]
