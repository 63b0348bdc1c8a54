import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 2)
data = np.random.default_rng(0).random((4, 3))

# convert once, where the data enters
x = torch.as_tensor(data, dtype=torch.float32)
y = model(x)
print(x.dtype, y.dtype, tuple(y.shape))
assert y.dtype == torch.float32

# x.float(), data.astype(np.float32): same
assert torch.equal(model(torch.from_numpy(data).float()), y)
assert torch.equal(model(torch.from_numpy(data.astype(np.float32))), y)
