import torch
from torchmetrics.classification import MulticlassAccuracy

torch.manual_seed(0)
logits = torch.randn(10, 3)
labels = torch.randint(0, 3, (10,))

# the mean of per-batch accuracies (4, 4, 2)
per_batch = [
    (p.argmax(dim=1) == t).float().mean().item()
    for p, t in zip(logits.split(4), labels.split(4), strict=True)
]
mean_of_batches = sum(per_batch) / len(per_batch)
print(f"per batch: {per_batch}, mean {mean_of_batches:.4f}")

accuracy = MulticlassAccuracy(num_classes=3, average="micro")
for p, t in zip(logits.split(4), labels.split(4), strict=True):
    accuracy.update(p, t)
epoch_accuracy = accuracy.compute().item()
print(f"torchmetrics: {epoch_accuracy:.4f}")
assert round(epoch_accuracy, 4) == 0.7
assert round(mean_of_batches, 4) == 0.6667
