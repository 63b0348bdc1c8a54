import math

import torch
from torch import nn

torch.manual_seed(0)
weight = torch.empty(64, 32)
nn.init.kaiming_uniform_(weight, a=math.sqrt(5))

# uniform on [-bound, bound]
bound = 1 / math.sqrt(32)
print(f"bound {bound:.4f}, largest |w| {weight.abs().max():.4f}")
assert weight.abs().max() <= bound
assert weight.std() > bound / 2

torch.manual_seed(0)
linear = nn.Linear(32, 64)
print(torch.equal(linear.weight, weight))
assert torch.equal(linear.weight, weight)
