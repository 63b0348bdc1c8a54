import inspect

import torch
import torch.nn.functional as F
from torch import nn


class Leaky(nn.Module):
    def forward(self, x):
        return F.dropout(x, p=0.5)  # training defaults to True


class Fixed(nn.Module):
    def forward(self, x):
        return F.dropout(x, p=0.5, training=self.training)


assert inspect.signature(F.dropout).parameters["training"].default is True

x = torch.ones(1000)
torch.manual_seed(0)

leaky = Leaky().eval()
assert not leaky.training
assert (leaky(x) == 0).any()  # still dropping in evaluation mode

fixed = Fixed().eval()
assert torch.equal(fixed(x), x)  # follows model.eval()
assert (fixed.train()(x) == 0).any()  # and model.train()
