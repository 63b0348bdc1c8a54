import io
import time

import torch
from mmengine.utils import track_iter_progress
from torchvision import models

model = models.resnet18(weights=None).eval()
x = torch.randn(1, 3, 32, 32)

bar = io.StringIO()
with torch.no_grad():
    for i in track_iter_progress(list(range(5)), file=bar):
        if i == 0:
            # a first call 0.5 s slower
            time.sleep(0.5)
        model(x)

# the bar's last state:
# "[>>>] 5/5, 8.4 task/s, …"
final = bar.getvalue().split("\r")[-1]
done, speed = final.split("] ")[1].split(", ")[:2]
rate, unit = speed.split()
print(f"{done} runs, rate in {unit}")
assert done == "5/5"
rate = float(rate)
# 5 runs in at least 0.5 s: at most 10 per s
assert rate <= 10
