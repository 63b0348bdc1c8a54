import torch
from torch import nn

torch.manual_seed(0)
logits = torch.randn(4, 3)
labels = torch.tensor([1, 2, 3, 1])

labels = labels - 1  # (1)!
assert labels.min() >= 0 and labels.max() < logits.shape[1]
loss = nn.CrossEntropyLoss()(logits, labels)
print(f"labels {labels.tolist()}, loss {loss.item():.4f}")

# Padding: a label the loss skips by default
# (ignore_index=-100).
padded = torch.tensor([0, 1, -100, 2])
skipped = nn.CrossEntropyLoss()(logits, padded)
kept = nn.CrossEntropyLoss()(logits[[0, 1, 3]], padded[[0, 1, 3]])
print("-100 is skipped:", torch.allclose(skipped, kept))
assert torch.allclose(skipped, kept)
assert nn.CrossEntropyLoss().ignore_index == -100
