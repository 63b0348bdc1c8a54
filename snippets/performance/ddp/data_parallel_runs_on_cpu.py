import torch
from torch import nn

model = nn.Linear(3, 2)
dp = nn.DataParallel(model)
x = torch.randn(4, 3)
assert torch.equal(dp(x), model(x))  # no GPU: DataParallel just calls the module
assert dp.device_ids == []
