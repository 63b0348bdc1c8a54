import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(8, 4)
x = torch.randn(2, 8)
# One flag turns AMP off; the loop stays.
use_amp = False

with torch.autocast("cpu", dtype=torch.bfloat16, enabled=use_amp):
    out = model(x)
scaler = torch.amp.GradScaler("cpu", enabled=use_amp)
loss = out.pow(2).mean()
scaled = scaler.scale(loss)
print("output:", out.dtype)
print("scale(loss) is loss:", scaled is loss)
assert out.dtype == torch.float32
assert scaled is loss

opt = torch.optim.SGD(model.parameters(), lr=0.1)
before = model.weight.detach().clone()
scaled.backward()
scaler.step(opt)
scaler.update()
# Exactly a plain optimizer.step().
expected = before - 0.1 * model.weight.grad
torch.testing.assert_close(model.weight.detach(), expected)
