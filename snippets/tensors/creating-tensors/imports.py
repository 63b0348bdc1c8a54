import torch
import torch.nn.functional as F
from torch import nn

print(F.relu(torch.tensor([-1.0, 2.0])))
assert nn.Conv2d is torch.nn.Conv2d
assert F.relu is torch.nn.functional.relu
assert torch.equal(
    F.relu(torch.tensor([-1.0, 2.0])), torch.tensor([0.0, 2.0])
)
