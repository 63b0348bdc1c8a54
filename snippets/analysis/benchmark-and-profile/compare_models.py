import torch
from torch.utils import benchmark
from torchvision import models

results = []
for name in ["efficientnet_v2_s", "convnext_base"]:
    model = getattr(models, name)(weights=None).eval()
    for size in [32, 64]:
        x = torch.randn(1, 3, size, size)
        timer = benchmark.Timer(
            stmt="with torch.no_grad(): model(x)",
            globals={"model": model, "x": x},
            label="forward pass, batch 1",
            sub_label=name,
            description=f"{size}x{size}",
        )
        results.append(timer.blocked_autorange(min_run_time=0.1))

compare = benchmark.Compare(results)
table = str(compare)
print(table)  # (1)!

lines = table.splitlines()
assert "forward pass, batch 1" in lines[0]
header = [c.strip() for c in lines[1].split("|")]
assert header == ["", "32x32", "64x64"]
# one row per sub_label, under its threads
assert lines[2].startswith("1 threads:")
rows = [line.split("|")[0].strip() for line in lines[3:5]]
assert rows == ["efficientnet_v2_s", "convnext_base"]
assert lines[-1].startswith("Times are in")
