import torch
from torchmetrics.classification import MulticlassAccuracy

torch.manual_seed(0)
labels = torch.randint(0, 3, (10,))

accuracy = MulticlassAccuracy(num_classes=3, average="micro")
for epoch in range(3):
    # this epoch's predictions
    logits = torch.randn(10, 3)
    # batches of 4, 4 and 2
    for batch_logits, batch_labels in zip(
        logits.split(4), labels.split(4), strict=True
    ):
        accuracy.update(batch_logits, batch_labels)
    epoch_accuracy = accuracy.compute()
    accuracy.reset()

    # the same as the whole epoch at once
    whole = (logits.argmax(dim=1) == labels).float().mean()
    print(f"epoch {epoch}: {epoch_accuracy:.1f}, whole: {whole:.1f}")
    assert torch.equal(epoch_accuracy, whole)
