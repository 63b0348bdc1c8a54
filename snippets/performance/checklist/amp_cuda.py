import torch
from torch import nn

model = nn.Linear(16, 4).cuda()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cuda")
x = torch.randn(8, 16, device="cuda")

with torch.autocast("cuda", dtype=torch.float16):
    out = model(x)
    loss = out.float().pow(2).mean()
assert out.dtype == torch.float16

scaler.scale(loss).backward()  # gradients of loss * scale
assert scaler.get_scale() == 65536.0
scaled = model.weight.grad.clone()
scaler.unscale_(optimizer)  # divides the gradients by the scale, in place
torch.testing.assert_close(model.weight.grad * 65536.0, scaled)
scaler.step(optimizer)  # skips the step if a gradient is inf/nan
scaler.update()
assert model.weight.dtype == torch.float32
