import torch
from torch import nn


def message(model, x):
    try:
        model(x)
    except RuntimeError as error:
        return str(error)
    else:
        raise AssertionError("the devices differ, yet it ran")


on_gpu = nn.Conv2d(3, 8, 3).to("cuda")
on_cpu = nn.Conv2d(3, 8, 3)

# a CUDA input to a model left on the CPU
reverse = message(on_cpu, torch.randn(2, 3, 32, 32, device="cuda"))
print(reverse)
assert reverse == (
    "Input type (torch.cuda.FloatTensor) and weight type "
    "(torch.FloatTensor) should be the same"
)

# a batch of one small image takes
# another path
one = message(on_gpu, torch.randn(1, 3, 32, 32))
print(one)
assert one.startswith(
    "Expected all tensors to be on the same device, but got weight "
    "is on cuda:0, different from other tensors on cpu"
)
