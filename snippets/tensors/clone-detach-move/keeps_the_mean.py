import torch
from torch import nn

torch.manual_seed(0)
drop = nn.Dropout(p=0.3)
x = torch.ones(1_000_000)

out = drop(x)
zeroed = (out == 0).float().mean().item()
mean = out.mean().item()
print(f"zeroed: {zeroed:.2f}, mean: {mean:.2f}")
assert abs(zeroed - 0.3) < 0.002
assert abs(mean - 1.0) < 0.005
