import inspect

import torch
from torch import nn
from torch.utils.flop_counter import FlopCounterMode

model = nn.Sequential(
    nn.Conv2d(3, 8, 3, padding=1), nn.Flatten(), nn.Linear(8192, 10)
)
inputs = torch.randn(2, 3, 32, 32)

with FlopCounterMode(display=False) as counter:  # (1)!
    model(inputs)

counts = counter.get_flop_counts()
for module in sorted(counts):
    for op, flops in sorted(counts[module].items(), key=str):
        print(f"{module:<14}{str(op):<18}{flops:>10,}")
total = counter.get_total_flops()
print(f"{'total':<32}{total:>10,}")

# multiply-adds: batch x in x out
linear_macs = 2 * 8192 * 10
# batch x out_ch x H x W x in_ch x k x k
conv_macs = 2 * 8 * 32 * 32 * 3 * 3 * 3
# two FLOPs per multiply-add
assert sum(counts["Sequential.2"].values()) == 2 * linear_macs
assert total == 2 * (conv_macs + linear_macs)

params = sum(p.numel() for p in model.parameters())
print(f"parameters: {params:,}")
assert params == (8 * 3 * 3 * 3 + 8) + (8192 * 10 + 10)

# display=True, the default, prints a
# table with the tabulate package
display = inspect.signature(FlopCounterMode).parameters["display"]
assert display.default is True
assert "import tabulate" in inspect.getsource(FlopCounterMode.get_table)
# on exit, when display is set
on_exit = inspect.getsource(FlopCounterMode.__exit__)
assert "print(self.get_table" in on_exit
