import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.BatchNorm1d(8), nn.ReLU())
data = TensorDataset(torch.randn(5, 4))
loader = DataLoader(data, batch_size=2)  # (1)!

sizes = []
try:
    for (x,) in loader:
        sizes.append(len(x))
        model(x)
except ValueError as error:
    print(f"ValueError: {error}")
    assert (
        "Expected more than 1 value per channel when training, "
        "got input size torch.Size([1, 8])" in str(error)
    )
    # Two batches trained; the third had one
    # sample.
    assert sizes == [2, 2, 1]
else:
    raise AssertionError("BatchNorm did not raise")

# After global pooling, one image gives one
# value per channel too:
cnn = nn.Sequential(
    nn.Conv2d(3, 16, 3), nn.AdaptiveAvgPool2d(1), nn.BatchNorm2d(16)
)
try:
    cnn(torch.randn(1, 3, 8, 8))
except ValueError as error:
    print(f"ValueError: {error}")
    assert "got input size torch.Size([1, 16, 1, 1])" in str(error)
else:
    raise AssertionError("BatchNorm2d did not raise")
