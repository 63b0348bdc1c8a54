import torch
from torch import nn
from torch.profiler import ProfilerActivity, profile, record_function

model = nn.Sequential(  # a small CNN built here: nothing to download
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
    profile(activities=activities, record_shapes=True, profile_memory=True) as prof,
    record_function("model_inference"),  # (1)!
    torch.no_grad(),
):
    model(inputs)

events = {e.key: e for e in prof.key_averages()}
assert {"model_inference", "aten::conv2d", "aten::linear", "aten::relu"} <= set(events)
assert events["aten::conv2d"].count == 1
assert events["aten::conv2d"].cpu_memory_usage == 2 * 8 * 32 * 32 * 4  # its output
by_shape = prof.key_averages(group_by_input_shape=True)
(conv,) = [e for e in by_shape if e.key == "aten::conv2d"]
assert conv.input_shapes[:3] == [[2, 3, 32, 32], [8, 3, 3, 3], [8]]  # x, weight, bias
table = prof.key_averages().table(sort_by="cpu_time_total", row_limit=10)  # (2)!
assert "model_inference" in table
