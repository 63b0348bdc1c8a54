import timm
import torch
from PIL import Image
from torch.profiler import ProfilerActivity, profile, record_function
from torchvision import models


def benchmark_run_time(model, inputs):
    label = f"{type(model).__name__}_inference"  # (1)!
    with torch.no_grad():
        model(inputs)  # (2)!
        with (
            profile(
                activities=[ProfilerActivity.CPU],
                profile_memory=True,
                record_shapes=True,
            ) as prof,
            record_function(label),
        ):
            model(inputs)
    rows = prof.key_averages()
    table = rows.table(sort_by="self_cpu_time_total", row_limit=10)  # (3)!
    print(table)
    return {row.key: row for row in rows}


# an image made in code instead of a download
img = Image.new("RGB", (320, 240), (124, 116, 104))
data_config = {
    "input_size": (3, 224, 224),
    "interpolation": "bicubic",
    "mean": (0.485, 0.456, 0.406),
    "std": (0.229, 0.224, 0.225),
    "crop_pct": 0.875,
    "crop_mode": "center",
}
transforms = timm.data.create_transform(**data_config, is_training=False)
pre_input = transforms(img).unsqueeze(0)

# no weights: nothing to download
effnet_s = models.efficientnet_v2_s(weights=None)
convnext = models.convnext_base(weights=None)
assert effnet_s.training and convnext.training
effnet_s.eval()  # (4)!
convnext.eval()

# Compare the flop count: see the page
# "Count parameters and FLOPs"

# Compare the inference time
effnet_rows = benchmark_run_time(effnet_s, pre_input)
convnext_rows = benchmark_run_time(convnext, pre_input)

# the notebook's f"{model.__class__}" label
print(f"{effnet_s.__class__}_inference")
assert f"{effnet_s.__class__}" == (
    "<class 'torchvision.models.efficientnet.EfficientNet'>"
)
assert "EfficientNet_inference" in effnet_rows
assert "ConvNeXt_inference" in convnext_rows
# what each model is made of
assert effnet_rows["aten::conv2d"].count == 170
assert convnext_rows["aten::linear"].count == 73
assert convnext_rows["aten::conv2d"].count == 40
