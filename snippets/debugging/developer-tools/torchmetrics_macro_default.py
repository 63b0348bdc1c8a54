import inspect

import torch
from torchmetrics.classification import MulticlassAccuracy

default = inspect.signature(MulticlassAccuracy).parameters["average"]
print(f"default average: {default.default!r}")
assert default.default == "macro"

labels = torch.tensor([0, 0, 1, 1, 1, 1, 1, 1, 2, 2])
# class 0 always wrong, 1 and 2 always right
preds = torch.tensor([1, 1, 1, 1, 1, 1, 1, 1, 2, 2])

micro = MulticlassAccuracy(num_classes=3, average="micro")(preds, labels)
macro = MulticlassAccuracy(num_classes=3)(preds, labels)
print(f"micro: {micro:.4f}, macro: {macro:.4f}")
# micro: 8 of 10; macro: (0 + 1 + 1) / 3
assert micro == 0.8
assert torch.isclose(macro, torch.tensor(2 / 3))
