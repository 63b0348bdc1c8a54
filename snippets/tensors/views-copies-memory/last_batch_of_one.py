import torch
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
images = torch.randn(13, 3, 8, 8)
labels = torch.randint(0, 5, (13,))
loader = DataLoader(TensorDataset(images, labels), batch_size=4)

# N×3×8×8 → N×5×1×1
head = torch.nn.Sequential(
    torch.nn.Conv2d(3, 5, kernel_size=1),
    torch.nn.AdaptiveAvgPool2d(1),
)

sizes = []
for x, _ in loader:
    pooled = head(x)
    logits = pooled.squeeze()  # (1)!
    print(list(pooled.shape), "->", list(logits.shape))
    sizes.append(len(x))
    if len(x) > 1:
        assert logits.shape == (len(x), 5)
        continue
    # the batch dimension is gone too
    assert logits.shape == (5,)
    try:
        logits.argmax(dim=1)
    except IndexError as error:
        print(f"IndexError: {error}")
        assert "Dimension out of range" in str(error)
    else:
        raise AssertionError("argmax(dim=1) of a 1-d tensor should fail")

# 13 = 4 + 4 + 4 + 1
assert sizes == [4, 4, 4, 1]
