import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(16, 4).cuda()
optimizer = torch.optim.Adam(model.parameters())
scaler = torch.amp.GradScaler("cuda")
x = torch.randn(8, 16, device="cuda")

with torch.autocast("cuda", dtype=torch.float16):
    out = model(x)
    loss = out.float().pow(2).mean()
assert out.dtype == torch.float16

# gradients of loss * scale
scaler.scale(loss).backward()
assert scaler.get_scale() == 65536.0
scaled = model.weight.grad.clone()
# divides the gradients by the scale
scaler.unscale_(optimizer)
torch.testing.assert_close(model.weight.grad * 65536.0, scaled)
# skips the step if a gradient is inf/nan
scaler.step(optimizer)
scaler.update()

# weights, gradients, Adam state: 32 bits
state = optimizer.state[model.weight]
assert model.weight.dtype == torch.float32
assert model.weight.grad.dtype == torch.float32
assert state["exp_avg"].dtype == torch.float32
assert state["exp_avg_sq"].dtype == torch.float32
