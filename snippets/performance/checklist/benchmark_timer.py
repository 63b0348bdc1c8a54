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
assert measurement.median > 0  # seconds per run of stmt
assert len(measurement.times) >= 1  # one entry per block of runs
assert measurement.number_per_run >= 1

doc = " ".join(benchmark.Timer.__doc__.split())
assert "synchronize asynchronous accelerator functions when necessary" in doc
assert "Timer will perform warmups" in doc
