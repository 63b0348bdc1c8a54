import torch
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
images = torch.randn(13, 3, 8, 8)
labels = torch.randint(0, 5, (13,))
loader = DataLoader(TensorDataset(images, labels), batch_size=4)

head = torch.nn.Sequential(  # a classifier head: N×3×8×8 → N×5×1×1
    torch.nn.Conv2d(3, 5, kernel_size=1),
    torch.nn.AdaptiveAvgPool2d(1),
)

sizes = []
for x, _ in loader:
    logits = head(x).squeeze()  # (1)!
    sizes.append(len(x))
    if len(x) == 1:
        assert logits.shape == (5,)  # the batch dimension is gone too
        try:
            logits.argmax(dim=1)
        except IndexError as error:
            assert "Dimension out of range" in str(error)
        else:
            raise AssertionError("argmax(dim=1) of a 1-d tensor should fail")
    else:
        assert logits.shape == (len(x), 5)

assert sizes == [4, 4, 4, 1]  # 13 = 4 + 4 + 4 + 1
