import torch
from torch import nn

model = nn.Linear(8, 4)
x = torch.randn(2, 8)
use_amp = False  # one flag turns AMP off without changing the loop

with torch.autocast("cpu", dtype=torch.bfloat16, enabled=use_amp):
    out = model(x)
assert out.dtype == torch.float32  # disabled: ordinary float32 computation

scaler = torch.amp.GradScaler("cpu", enabled=use_amp)
loss = out.pow(2).mean()
assert scaler.scale(loss) is loss  # disabled: no scaling at all
opt = torch.optim.SGD(model.parameters(), lr=0.1)
before = model.weight.detach().clone()
scaler.scale(loss).backward()
scaler.step(opt)  # a plain optimizer.step()
scaler.update()
expected = before - 0.1 * model.weight.grad
torch.testing.assert_close(model.weight.detach(), expected)
