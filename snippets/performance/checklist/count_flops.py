import torch
from torch import nn
from torch.utils.flop_counter import FlopCounterMode

model = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.Flatten(), nn.Linear(8192, 10))
inputs = torch.randn(2, 3, 32, 32)

with FlopCounterMode(display=False) as counter:  # (1)!
    model(inputs)

conv = 2 * 2 * 8 * 32 * 32 * 3 * 3 * 3  # 2 x batch x out_ch x H x W x in_ch x k x k
linear = 2 * 2 * 8192 * 10  # 2 x batch x in x out
assert counter.get_total_flops() == conv + linear
params = sum(p.numel() for p in model.parameters())
assert params == (8 * 3 * 3 * 3 + 8) + (8192 * 10 + 10)
