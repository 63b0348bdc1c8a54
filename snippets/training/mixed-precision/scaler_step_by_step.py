import torch

scaler = torch.amp.GradScaler("cpu")  # (1)!
x = torch.tensor([1.0, 2.0], requires_grad=True)
z = torch.tensor([2.0, 3.0], requires_grad=True)
y = torch.sum(x) + torch.sum(z)
opt = torch.optim.SGD([x, z], lr=0.001)

# Same as (y * 65536).backward():
scaler.scale(y).backward()
print("y:", y.item(), "scale:", scaler.get_scale())
print("scaled:", x.grad.tolist(), z.grad.tolist())
assert y.item() == 8.0 and scaler.get_scale() == 2.0**16
assert x.grad.tolist() == [65536.0, 65536.0]
assert z.grad.tolist() == [65536.0, 65536.0]

# Divides the gradients in place.
scaler.unscale_(opt)
print("unscaled:", x.grad.tolist(), "scale:", scaler.get_scale())
assert x.grad.tolist() == [1.0, 1.0]
assert scaler.get_scale() == 65536.0

# x and z clipped separately.
torch.nn.utils.clip_grad_norm_(x, 1.0)
torch.nn.utils.clip_grad_norm_(z, 1.0)
print("clipped:", [round(g, 4) for g in x.grad.tolist()])
torch.testing.assert_close(x.grad, torch.full((2,), 2**-0.5))

# No second unscale: the scaler knows.
scaler.step(opt)
print("stepped:", [round(v, 4) for v in x.tolist()])
expected = torch.tensor([1.0, 2.0]) - 0.001 * 2**-0.5
torch.testing.assert_close(x.detach(), expected)

scaler.update()
print("scale after update:", scaler.get_scale())
assert scaler.get_scale() == 65536.0
assert scaler.get_growth_interval() == 2000
assert scaler.get_growth_factor() == 2.0
assert scaler.get_backoff_factor() == 0.5
