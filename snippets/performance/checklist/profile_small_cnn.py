import torch
from torch import nn
from torch.profiler import ProfilerActivity, profile, record_function

# a small CNN: nothing to download
model = nn.Sequential(
    nn.Conv2d(3, 8, 3, padding=1),
    nn.ReLU(),
    nn.AdaptiveAvgPool2d(1),
    nn.Flatten(),
    nn.Linear(8, 10),
).eval()
inputs = torch.randn(2, 3, 32, 32)

activities = [ProfilerActivity.CPU]
if torch.cuda.is_available():
    activities.append(ProfilerActivity.CUDA)
with (
    profile(
        activities=activities, record_shapes=True, profile_memory=True
    ) as prof,
    record_function("model_inference"),  # (1)!
    torch.no_grad(),
):
    model(inputs)

events = {e.key: e for e in prof.key_averages()}
conv = events["aten::conv2d"]
print(f"aten::conv2d: {conv.count} call, {conv.cpu_memory_usage} bytes")
assert {"model_inference", "aten::linear", "aten::relu"} <= set(events)
assert conv.count == 1
# its output: 2x8x32x32 float32 values
assert conv.cpu_memory_usage == 2 * 8 * 32 * 32 * 4

by_shape = prof.key_averages(group_by_input_shape=True)
(conv,) = [e for e in by_shape if e.key == "aten::conv2d"]
# input, weight, bias
shapes = conv.input_shapes[:3]
print("input shapes:", shapes)
assert shapes == [[2, 3, 32, 32], [8, 3, 3, 3], [8]]

table = prof.key_averages().table(  # (2)!
    sort_by="cpu_time_total", row_limit=10
)
assert "model_inference" in table
