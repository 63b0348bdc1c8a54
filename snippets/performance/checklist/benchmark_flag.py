import torch
from torch import nn

print(torch.backends.cudnn.benchmark)
# off by default
assert torch.backends.cudnn.benchmark is False

conv = nn.Conv2d(3, 8, 3)
x = torch.randn(1, 3, 16, 16)
before = conv(x)
# set once, before training
torch.backends.cudnn.benchmark = True
same = torch.equal(conv(x), before)
print(same)
# a CPU convolution never uses cuDNN
assert same
