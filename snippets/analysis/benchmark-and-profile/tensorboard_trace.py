import inspect
import json
import re
from pathlib import Path

import torch
from torch.profiler import (
    ProfilerActivity,
    profile,
    record_function,
    schedule,
    tensorboard_trace_handler,
)
from torchvision import models

model = models.resnet50(weights=None).eval()
x = torch.randn(1, 3, 32, 32)

with (
    profile(
        activities=[ProfilerActivity.CPU],
        schedule=schedule(wait=1, warmup=1, active=2, repeat=1),  # (1)!
        on_trace_ready=tensorboard_trace_handler(
            "log/resnet50", worker_name="worker0"
        ),
    ) as prof,
    torch.no_grad(),
):
    for _ in range(5):
        with record_function("forward"):
            model(x)
        prof.step()  # (2)!

files = sorted(Path("log/resnet50").iterdir())
names = [re.sub(r"\d{10,}", "<ns>", f.name) for f in files]
print(names)
assert names == ["worker0.<ns>.pt.trace.json"]

trace = json.loads(files[0].read_text())
spans = [e["name"] for e in trace["traceEvents"] if e.get("ph") == "X"]
steps = sorted({s for s in spans if s.startswith("ProfilerStep#")})
print(steps, "forward spans:", spans.count("forward"))
assert steps == ["ProfilerStep#2", "ProfilerStep#3"]
assert spans.count("forward") == 2
assert {"aten::conv2d", "aten::linear", "aten::addmm"} <= set(spans)

# the handler writes what export_chrome_trace
# writes, for TensorBoard
source = inspect.getsource(tensorboard_trace_handler)
assert "export_chrome_trace" in source
doc = " ".join(tensorboard_trace_handler.__doc__.split())
assert "delivered to tensorboard as logdir" in doc
assert "'[hostname]_[pid]' by default" in doc
