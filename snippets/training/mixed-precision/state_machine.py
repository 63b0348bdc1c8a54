import torch
from torch.amp.grad_scaler import OptState


def setup():
    scaler = torch.amp.GradScaler("cpu")
    w = torch.tensor([1.0], requires_grad=True)
    opt = torch.optim.SGD([w], lr=0.1)
    scaler.scale(w.sum()).backward()
    return scaler, opt


def state(scaler, opt):  # (1)!
    return scaler._per_optimizer_states[id(opt)]["stage"]


def raises(fn, message, error=RuntimeError):
    try:
        fn()
    except error as error:
        assert message in str(error), error
    else:
        raise AssertionError(f"expected {error.__name__}")


assert [(s.name, s.value) for s in OptState] == [
    ("READY", 0),
    ("UNSCALED", 1),
    ("STEPPED", 2),
]

scaler, opt = setup()
assert state(scaler, opt) is OptState.READY
raises(scaler.update, "No inf checks were recorded", AssertionError)  # (2)!
scaler.unscale_(opt)
assert state(scaler, opt) is OptState.UNSCALED
raises(lambda: scaler.unscale_(opt), "unscale_() has already been called")
scaler.step(opt)
assert state(scaler, opt) is OptState.STEPPED
raises(lambda: scaler.step(opt), "step() has already been called")
raises(lambda: scaler.unscale_(opt), "unscale_() is being called after step()")
scaler.update()
assert state(scaler, opt) is OptState.READY
scaler.unscale_(opt)  # allowed again
scaler.update()  # from UNSCALED too
assert state(scaler, opt) is OptState.READY

scaler, opt = setup()
scaler.step(opt)  # READY: step unscales by itself
assert state(scaler, opt) is OptState.STEPPED
w = opt.param_groups[0]["params"][0]
torch.testing.assert_close(w.detach(), torch.tensor([1.0 - 0.1]))  # true gradient 1
