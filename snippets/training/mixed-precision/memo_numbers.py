import torch

scaler = torch.amp.GradScaler("cpu")  # (1)!
x = torch.tensor([1.0, 2.0], requires_grad=True)
z = torch.tensor([2.0, 3.0], requires_grad=True)
y = torch.sum(x) + torch.sum(z)
opt = torch.optim.SGD([x, z], lr=0.001)

assert scaler.get_scale() == 65536.0  # the initial scale, 2**16
scaler.scale(y).backward()  # the same as (y * scaler.get_scale()).backward()
assert y.item() == 8.0
assert x.grad.tolist() == [65536.0, 65536.0]
assert z.grad.tolist() == [65536.0, 65536.0]  # one factor for every parameter

scaler.unscale_(opt)  # divide the gradients in place
assert x.grad.tolist() == [1.0, 1.0]
assert scaler.get_scale() == 65536.0  # the scale itself is unchanged

torch.nn.utils.clip_grad_norm_(x, 1.0)  # x and z clipped separately...
torch.nn.utils.clip_grad_norm_(z, 1.0)
torch.testing.assert_close(x.grad, torch.full((2,), 2**-0.5))  # 0.7071 each

scaler.step(opt)  # no second unscale: it knows the state
torch.testing.assert_close(x.detach(), torch.tensor([1.0, 2.0]) - 0.001 * 2**-0.5)
print(x)
scaler.update()
assert scaler.get_scale() == 65536.0  # unchanged after one clean step...
assert scaler.get_growth_interval() == 2000  # ...it doubles after 2000 in a row
assert scaler.get_growth_factor() == 2.0 and scaler.get_backoff_factor() == 0.5
