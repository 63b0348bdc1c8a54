import torch
from torch.profiler import ProfilerActivity, profile, record_function
from torchvision import models

model = models.convnext_base(weights=None).eval().cuda()
x = torch.randn(1, 3, 224, 224, device="cuda")

with torch.no_grad():
    model(x)
    with (
        profile(
            activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA],
            profile_memory=True,
            record_shapes=True,
        ) as prof,
        record_function("ConvNeXt_inference"),
    ):
        model(x)

rows = prof.key_averages()
table = rows.table(sort_by="self_device_time_total", row_limit=10)
print(table)
header = table.splitlines()[1]
for column in ["Self CUDA", "CUDA total", "CUDA Mem"]:
    assert column in header
# the operators ran kernels on the GPU
(linear,) = [row for row in rows if row.key == "aten::linear"]
assert linear.count == 73
assert linear.device_time_total > 0
