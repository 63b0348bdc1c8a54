import inspect

import torch
import torch.nn.functional as F
from torch import nn


class Leaky(nn.Module):
    def forward(self, x):
        # training defaults to True
        return F.dropout(x, p=0.5)


class Fixed(nn.Module):
    def forward(self, x):
        return F.dropout(x, p=0.5, training=self.training)


default = inspect.signature(F.dropout).parameters["training"].default
print("training defaults to", default)
assert default is True

x = torch.ones(1000)
torch.manual_seed(0)

# evaluation mode, and still dropping
leaky = Leaky().eval()
print(leaky.training, (leaky(x) == 0).any().item())
assert not leaky.training
assert (leaky(x) == 0).any()

# follows model.eval() and model.train()
fixed = Fixed().eval()
unchanged = torch.equal(fixed(x), x)
dropping = (fixed.train()(x) == 0).any().item()
print(unchanged, dropping)
assert unchanged and dropping
