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


torch.manual_seed(0)
model = conv_net().to(memory_format=CL)
x = torch.randn(2, 3, 16, 16).to(memory_format=CL)
y = x.contiguous(memory_format=CL)  # (1)!
assert y.data_ptr() == x.data_ptr()

with torch.no_grad(), profile() as prof:
    out = model(y)
n_copies = sum(e.name == "aten::copy_" for e in prof.events())
print("model and input channels_last, copies:", n_copies)
assert n_copies == 0
# The check to keep in a test:
assert y.is_contiguous(memory_format=CL)
assert out.is_contiguous(memory_format=CL)
print("output channels_last:", out.is_contiguous(memory_format=CL))
