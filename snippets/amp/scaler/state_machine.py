import torch


def setup():
    scaler = torch.amp.GradScaler("cpu")
    w = torch.tensor([1.0], requires_grad=True)
    opt = torch.optim.SGD([w], lr=0.1)
    scaler.scale(w.sum()).backward()
    return scaler, opt


def raises(fn, message):
    try:
        fn()
    except RuntimeError as e:
        assert message in str(e), e
    else:
        raise AssertionError("expected a RuntimeError")


scaler, opt = setup()  # READY
scaler.unscale_(opt)  # READY -> UNSCALED
raises(lambda: scaler.unscale_(opt), "unscale_() has already been called")
scaler.step(opt)  # UNSCALED -> STEPPED
raises(lambda: scaler.step(opt), "step() has already been called")
raises(lambda: scaler.unscale_(opt), "unscale_() is being called after step()")
scaler.update()  # any state -> READY
scaler.unscale_(opt)  # allowed again

stage = scaler._per_optimizer_states[id(opt)]["stage"]  # (1)!
assert stage.name == "UNSCALED"

scaler, opt = setup()
scaler.step(opt)  # READY: step unscales by itself
w = opt.param_groups[0]["params"][0]
torch.testing.assert_close(w.detach(), torch.tensor([1.0 - 0.1]))  # true gradient 1
