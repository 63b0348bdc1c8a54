import torch
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
images = torch.randn(13, 3, 8, 8)
labels = torch.randint(0, 5, (13,))
loader = DataLoader(TensorDataset(images, labels), batch_size=4)

head = torch.nn.Sequential(
    torch.nn.Conv2d(3, 5, kernel_size=1),
    torch.nn.AdaptiveAvgPool2d(1),
)

predicted = []
for x, y in loader:
    logits = head(x).squeeze((2, 3))  # (1)!
    assert logits.shape == (len(x), 5)  # also for the last batch of one
    assert torch.equal(logits, head(x).flatten(1))  # the same, spelled another way
    predicted.append(logits.argmax(dim=1))  # works for every batch
    assert predicted[-1].shape == y.shape  # one prediction per label

assert [len(p) for p in predicted] == [4, 4, 4, 1]

dropped = DataLoader(TensorDataset(images, labels), batch_size=4, drop_last=True)
assert [len(x) for x, _ in dropped] == [4, 4, 4]  # no batch of one, one sample lost
