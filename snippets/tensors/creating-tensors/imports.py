import torch
import torch.nn.functional as F
from torch import nn

assert nn.Conv2d is torch.nn.Conv2d  # short names for the same objects
assert F.relu is torch.nn.functional.relu
assert torch.equal(F.relu(torch.tensor([-1.0, 2.0])), torch.tensor([0.0, 2.0]))
