import torch
from torch import nn


class Net(nn.Module):  # a ResNet-like layout: features, pooling, then `fc`
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
model.fc = nn.Linear(model.fc.in_features, NUM_CLASSES)  # a new head
assert model(torch.randn(2, 3, 16, 16)).shape == (2, NUM_CLASSES)

model.conv1 = nn.Conv2d(1, 8, 3, padding=1)  # (1)!
assert model(torch.randn(2, 1, 16, 16)).shape == (2, NUM_CLASSES)
