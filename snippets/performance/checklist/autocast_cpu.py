import torch
from torch import nn

cpu_default = torch.get_autocast_dtype("cpu")
cuda_default = torch.get_autocast_dtype("cuda")  # (1)!
print("defaults:", cpu_default, cuda_default)
assert cpu_default == torch.bfloat16
assert cuda_default == torch.float16

torch.manual_seed(0)
model = nn.Linear(16, 4)
x = torch.randn(8, 16)
with torch.autocast("cpu"):
    out = model(x)
    loss = out.float().pow(2).mean()
loss.backward()
optimizer = torch.optim.Adam(model.parameters())
optimizer.step()
# Adam's two running averages per weight
state = optimizer.state[model.weight]

print("activations:", out.dtype, out.element_size(), "bytes each")
print("weights:", model.weight.dtype, "gradients:", model.weight.grad.dtype)
print("Adam state:", state["exp_avg"].dtype, state["exp_avg_sq"].dtype)
# the matmul ran in 16 bits, half the bytes
assert out.dtype == torch.bfloat16
assert out.element_size() * 2 == x.element_size()
# the rest stays in 32 bits
assert model.weight.dtype == torch.float32
assert model.weight.grad.dtype == torch.float32
assert state["exp_avg"].dtype == torch.float32
assert state["exp_avg_sq"].dtype == torch.float32
