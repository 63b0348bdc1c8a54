import torch
from torch import nn
from torch.utils import benchmark

model = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.ReLU()).eval()
x = torch.randn(2, 3, 32, 32)

timer = benchmark.Timer(  # (1)!
    stmt="with torch.no_grad(): model(x)",
    globals={"model": model, "x": x, "torch": torch},
    label="small CNN",
)
measurement = timer.blocked_autorange(min_run_time=0.2)  # (2)!
# seconds per run of stmt
assert measurement.median > 0
# one entry per block of runs
assert len(measurement.times) >= 1
assert measurement.number_per_run >= 1

# what Timer's documentation promises
doc = " ".join(benchmark.Timer.__doc__.split())
promise = doc[doc.index("Runtime aware:") : doc.index("2) Focus")]
print(promise.strip())
assert "Timer will perform warmups" in promise
assert "synchronize asynchronous accelerator functions" in promise
assert promise.strip().endswith("when necessary.")
