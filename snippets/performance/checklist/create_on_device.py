import torch
from torch.profiler import ProfilerActivity, profile


def ops(make):
    """The operators that making a tensor ran."""
    with profile(activities=[ProfilerActivity.CPU]) as prof:
        tensor = make()
    return tensor, {event.key for event in prof.key_averages()}


moved, moved_ops = ops(lambda: torch.rand(2, 2).cuda())  # (1)!
direct, direct_ops = ops(lambda: torch.rand(2, 2, device="cuda"))

assert moved.device.type == direct.device.type == "cuda"
# filled on the CPU, then copied over
assert "aten::copy_" in moved_ops
# filled on the GPU directly
assert "aten::copy_" not in direct_ops
# already there: no copy, the same tensor
assert moved.cuda() is moved
