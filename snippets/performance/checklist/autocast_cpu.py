import torch
from torch import nn

assert torch.get_autocast_dtype("cpu") == torch.bfloat16  # the defaults
assert torch.get_autocast_dtype("cuda") == torch.float16  # (1)!

model = nn.Linear(16, 4)
x = torch.randn(8, 16)

with torch.autocast("cpu"):
    out = model(x)
    loss = out.float().pow(2).mean()
assert out.dtype == torch.bfloat16  # matmuls run in 16 bits...
assert model.weight.dtype == torch.float32  # ...the weights stay in 32 bits
loss.backward()
assert model.weight.grad.dtype == torch.float32

optimizer = torch.optim.Adam(model.parameters())
optimizer.step()
state = optimizer.state[model.weight]  # Adam's two running averages per weight
assert state["exp_avg"].dtype == state["exp_avg_sq"].dtype == torch.float32

assert out.element_size() * 2 == x.element_size()  # half the bytes per element
