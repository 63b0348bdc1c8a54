import torch
from torch import nn

assert torch.backends.cudnn.benchmark is False  # off by default

conv = nn.Conv2d(3, 8, 3)
x = torch.randn(1, 3, 16, 16)
before = conv(x)
torch.backends.cudnn.benchmark = True  # set once, before training
assert torch.equal(conv(x), before)  # a CPU convolution never uses cuDNN
