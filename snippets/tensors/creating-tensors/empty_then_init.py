import math

import torch

torch.manual_seed(0)
weight = torch.empty(64, 32)  # say what you mean: uninitialized on purpose...
torch.nn.init.kaiming_uniform_(weight, a=math.sqrt(5))  # ...then initialize it

bound = 1 / math.sqrt(32)  # uniform on [-bound, bound]
assert weight.abs().max() <= bound
assert weight.std() > bound / 2  # spread over the range, not left as garbage

torch.manual_seed(0)
linear = torch.nn.Linear(32, 64)  # nn.Linear initializes its weight the same way
assert torch.equal(linear.weight, weight)
