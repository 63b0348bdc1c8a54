import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(8, 4)
x = torch.randn(2, 8)

with torch.autocast("cpu", dtype=torch.bfloat16):  # (1)!
    out = model(x)
    loss = out.float().pow(2).mean()

assert out.dtype == torch.bfloat16  # the matmul ran in bfloat16
assert model.weight.dtype == torch.float32  # the weights stay float32
loss.backward()
assert model.weight.grad.dtype == torch.float32  # and so do their gradients
torch.testing.assert_close(out.float(), model(x), atol=0.05, rtol=0.02)
