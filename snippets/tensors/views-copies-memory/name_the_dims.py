import torch
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
images = torch.randn(13, 3, 8, 8)
labels = torch.randint(0, 5, (13,))
dataset = TensorDataset(images, labels)
loader = DataLoader(dataset, batch_size=4)

head = torch.nn.Sequential(
    torch.nn.Conv2d(3, 5, kernel_size=1),
    torch.nn.AdaptiveAvgPool2d(1),
)

counts = []
for x, y in loader:
    pooled = head(x)
    logits = pooled.squeeze((2, 3))  # (1)!
    predicted = logits.argmax(dim=1)
    print(
        list(pooled.shape), "->", list(logits.shape), list(predicted.shape)
    )
    assert logits.shape == (len(x), 5)
    assert torch.equal(logits, pooled.flatten(1))
    assert predicted.shape == y.shape
    counts.append(len(predicted))
assert counts == [4, 4, 4, 1]

dropped = DataLoader(dataset, batch_size=4, drop_last=True)
print([len(x) for x, _ in dropped])
assert [len(x) for x, _ in dropped] == [4, 4, 4]
