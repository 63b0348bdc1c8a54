import torch
from torch import nn
from torch.profiler import profile

CL = torch.channels_last


def conv_net():
    return nn.Sequential(
        nn.Conv2d(3, 8, 3, padding=1),
        nn.ReLU(),
        nn.Conv2d(8, 8, 3, padding=1),
        nn.ReLU(),
        nn.Conv2d(8, 8, 3, padding=1),
    )


def copies(model, x):
    """Layout-conversion copies in one forward pass."""
    with torch.no_grad(), profile() as prof:
        model(x)
    return sum(e.name == "aten::copy_" for e in prof.events())


torch.manual_seed(0)
x = torch.randn(2, 3, 16, 16).to(memory_format=CL)
y = x.contiguous()  # (1)!
print("shape:", tuple(y.shape), "strides:", x.stride(), "->", y.stride())
assert y.shape == x.shape
assert not y.is_contiguous(memory_format=CL)

model = conv_net().to(memory_format=CL)
print("channels_last model, NCHW input, copies:", copies(model, y))
assert copies(model, y) == 1

plain = conv_net()  # (2)!
print("NCHW model, channels_last input, copies:", copies(plain, x))
# One copy per convolution, on every call:
assert copies(plain, x) == 3
