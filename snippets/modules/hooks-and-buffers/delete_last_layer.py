import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(8, 10)

    def forward(self, x):
        x = self.pool(torch.relu(self.conv1(x)))  # relu and flatten are not modules
        return self.fc(torch.flatten(x, 1))


torch.manual_seed(0)
model = Net()
x = torch.randn(2, 3, 16, 16)

new_model = nn.Sequential(*list(model.children())[:-1])  # the memo's way
out = new_model(x)
assert out.shape == (2, 8, 1, 1)  # not flattened...
assert (out < 0).any()  # ...and the ReLU is gone: forward() was not kept

model.fc = nn.Identity()  # the fix: keep forward(), drop the head
features = model(x)
assert features.shape == (2, 8)
assert (features >= 0).all()
