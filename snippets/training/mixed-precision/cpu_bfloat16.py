import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(8, 4)
x = torch.randn(2, 8)

with torch.autocast("cpu", dtype=torch.bfloat16):  # (1)!
    out = model(x)
    loss = out.float().pow(2).mean()
loss.backward()

print("output:", out.dtype)
print("weight:", model.weight.dtype)
print("weight.grad:", model.weight.grad.dtype)
assert out.dtype == torch.bfloat16
assert model.weight.dtype == torch.float32
assert model.weight.grad.dtype == torch.float32
# Close to the float32 result.
torch.testing.assert_close(out.float(), model(x), atol=0.05, rtol=0.02)
