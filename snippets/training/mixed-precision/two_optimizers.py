import warnings

import torch

scaler = torch.amp.GradScaler("cpu")
a = torch.tensor([1.0], requires_grad=True)
b = torch.tensor([1.0], requires_grad=True)
opt_a = torch.optim.SGD([a], lr=0.1)
opt_b = torch.optim.SGD([b], lr=0.1)


def states():  # (1)!
    per_optimizer = scaler._per_optimizer_states
    return [per_optimizer[id(o)]["stage"].name for o in (opt_a, opt_b)]


scaler.scale((a + b).sum()).backward()
scaler.step(opt_a)
print("before update:", states())
assert states() == ["STEPPED", "READY"]
with warnings.catch_warnings():
    warnings.simplefilter("error")
    scaler.update()  # (2)!
print("after update:", states())
assert states() == ["READY", "READY"]
print("a:", round(a.item(), 4), "b:", b.item(), "b.grad:", b.grad.item())
assert round(a.item(), 4) == 0.9
assert b.item() == 1.0 and b.grad.item() == 65536.0

# Fix: step each optimizer, then update.
opt_a.zero_grad()
opt_b.zero_grad()
scaler.scale((a + b).sum()).backward()
scaler.step(opt_a)
scaler.step(opt_b)
scaler.update()
print("a:", round(a.item(), 4), "b:", round(b.item(), 4))
assert round(a.item(), 4) == 0.8 and round(b.item(), 4) == 0.9
