import torch
from torch.amp.grad_scaler import OptState

print([(s.name, s.value) for s in OptState])
assert [(s.name, s.value) for s in OptState] == [
    ("READY", 0),
    ("UNSCALED", 1),
    ("STEPPED", 2),
]

scaler = torch.amp.GradScaler("cpu")
w = torch.tensor([1.0], requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
scaler.scale(w.sum()).backward()


def state():  # (1)!
    return scaler._per_optimizer_states[id(opt)]["stage"].name


def attempt(call, error_type, message):
    try:
        call()
    except error_type as error:
        print(f"  {error_type.__name__}: {error}")
        assert message in str(error)
    else:
        raise AssertionError(f"expected {error_type.__name__}")


print("start:", state())
assert state() == "READY"
attempt(scaler.update, AssertionError, "No inf checks")  # (2)!

scaler.unscale_(opt)
print("unscale_:", state())
assert state() == "UNSCALED"
attempt(lambda: scaler.unscale_(opt), RuntimeError, "already been called")

scaler.step(opt)
print("step:", state())
assert state() == "STEPPED"
attempt(lambda: scaler.step(opt), RuntimeError, "already been called")
attempt(lambda: scaler.unscale_(opt), RuntimeError, "after step()")

scaler.update()
print("update:", state())
assert state() == "READY"

scaler.unscale_(opt)
scaler.update()
print("unscale_, update:", state())
assert state() == "READY"

# step() from READY unscales by itself.
opt.zero_grad()
scaler.scale(w.sum()).backward()
scaler.step(opt)
print("step from READY:", state(), "w:", round(w.item(), 4))
assert state() == "STEPPED"
# Two steps with the true gradient, 1:
torch.testing.assert_close(w.detach(), torch.tensor([1.0 - 2 * 0.1]))
scaler.update()
