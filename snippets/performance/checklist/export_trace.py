import json
import tempfile
from pathlib import Path

import torch
from torch import nn
from torch.profiler import ProfilerActivity, profile, record_function

model = nn.Sequential(
    nn.Conv2d(3, 8, 3, padding=1),
    nn.ReLU(),
    nn.AdaptiveAvgPool2d(1),
    nn.Flatten(),
    nn.Linear(8, 10),
).eval()

with (
    profile(activities=[ProfilerActivity.CPU]) as prof,
    record_function("model_inference"),
    torch.no_grad(),
):
    model(torch.randn(2, 3, 32, 32))

# the Chrome trace-event format: JSON
trace = Path(tempfile.mkdtemp()) / "trace.json"
prof.export_chrome_trace(str(trace))
events = json.loads(trace.read_text())["traceEvents"]
names = {e["name"] for e in events if e.get("ph") == "X"}
wanted = ["model_inference", "aten::conv2d", "aten::relu", "aten::linear"]
print(sorted(name for name in names if name in wanted))
assert set(wanted) <= names

# each operator: a span inside the region
(region,) = [e for e in events if e["name"] == "model_inference"]
(conv,) = [e for e in events if e["name"] == "aten::conv2d"]
inside = region["ts"] <= conv["ts"] < region["ts"] + region["dur"]
print("aten::conv2d inside model_inference:", inside)
assert inside
