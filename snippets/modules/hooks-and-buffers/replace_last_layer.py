import torch
from torch import nn


# A ResNet-like layout: features,
# pooling, then `fc`.
class Net(nn.Module):
    def __init__(self, num_classes=1000):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(8, num_classes)

    def forward(self, x):
        x = self.pool(torch.relu(self.conv1(x)))
        return self.fc(torch.flatten(x, 1))


NUM_CLASSES = 5
model = Net()
# A new head:
model.fc = nn.Linear(model.fc.in_features, NUM_CLASSES)
out = model(torch.randn(2, 3, 16, 16))
print(f"new fc, RGB input: {tuple(out.shape)}")
assert out.shape == (2, NUM_CLASSES)

old_conv1 = model.conv1
model.conv1 = nn.Conv2d(1, 8, 3, padding=1)  # (1)!
out = model(torch.randn(2, 1, 16, 16))
print(f"new conv1, grey input: {tuple(out.shape)}")
assert out.shape == (2, NUM_CLASSES)
# The old layer's weights are gone:
assert all(p is not old_conv1.weight for p in model.parameters())
