import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
features = torch.randn(2, 8, 4, 4)
target = torch.tensor([0, 2])

flat = torch.flatten(features, 1)  # (1)!
head = nn.Linear(flat.shape[1], 3)
loss = F.cross_entropy(head(flat), target)
print("flatten(x, 1):", tuple(flat.shape), "loss:", round(loss.item(), 4))
assert flat.shape == (2, 128)

# A sequence model: one label per position.
logits = torch.randn(2, 5, 3)
labels = torch.randint(0, 3, (2, 5))
flat_loss = F.cross_entropy(logits.reshape(-1, 3), labels.reshape(-1))
print("logits", tuple(logits.reshape(-1, 3).shape), end=" ")
print("labels", tuple(labels.reshape(-1).shape))
# The same loss, classes in dimension 1:
assert torch.allclose(flat_loss, F.cross_entropy(logits.mT, labels))
