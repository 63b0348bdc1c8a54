import inspect
import re

import torch
from torch.utils import benchmark
from torchvision import models

model = models.resnet50(weights=None).eval()
x = torch.randn(1, 3, 64, 64)

timer = benchmark.Timer(
    stmt="with torch.no_grad(): model(x)",
    globals={"model": model, "x": x},
    label="resnet50",
    description="1x3x64x64",
)
m = timer.blocked_autorange(min_run_time=0.5)
print(m)  # (1)!

# blocks until min_run_time has passed
assert sum(m.raw_times) >= 0.5
# times: each block's time / its runs, as
# the library defines it
times = inspect.getsource(type(m).times.fget)
assert "t / self.number_per_run" in times
assert len(m.times) == len(m.raw_times)
# the summary line counts blocks and runs
(line,) = [s for s in repr(m).splitlines() if " runs " in s]
n = len(m.times)
assert re.fullmatch(
    rf"\s*{n} measurements?, {m.number_per_run} runs"
    r" (per measurement,|,) 1 thread",
    line,
)
