import torch
from torch import nn

torch.manual_seed(0)
drop = nn.Dropout(p=0.3)
x = torch.ones(1_000_000)

out = drop(x)
zeroed = (out == 0).float().mean().item()
assert abs(zeroed - 0.3) < 0.002  # about p of the elements are zeroed
assert abs(out.mean().item() - 1.0) < 0.005  # the expected value is unchanged
