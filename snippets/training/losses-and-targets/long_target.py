import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
logits = torch.randn(2, 3, 4, 4)
mask = np.random.default_rng(0).integers(0, 3, (2, 4, 4))
target = torch.as_tensor(mask, dtype=torch.long)  # (1)!

loss = nn.CrossEntropyLoss()(logits, target)
print("target:", target.dtype, "loss:", round(loss.item(), 4))
assert target.dtype == torch.long

# Float targets shaped like the logits are
# read as class probabilities:
probs = F.one_hot(target, 3).permute(0, 3, 1, 2).float()
same = torch.allclose(nn.CrossEntropyLoss()(logits, probs), loss)
print("one-hot float target, same loss:", same)
assert same
