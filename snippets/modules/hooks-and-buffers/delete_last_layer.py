import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(8, 10)

    def forward(self, x):
        # relu, flatten: not modules.
        x = self.pool(torch.relu(self.conv1(x)))
        return self.fc(torch.flatten(x, 1))


torch.manual_seed(0)
model = Net()
x = torch.randn(2, 3, 16, 16)

# The common recipe:
new_model = nn.Sequential(*list(model.children())[:-1])
out = new_model(x)
print(
    f"children()[:-1]: {tuple(out.shape)},"
    f" negatives: {(out < 0).any().item()}"
)
# Not flattened...
assert out.shape == (2, 8, 1, 1)
# ...and no ReLU: forward() is lost.
assert (out < 0).any()

# Fix: keep forward(), drop the head.
model.fc = nn.Identity()
features = model(x)
print(
    f"fc = Identity(): {tuple(features.shape)},"
    f" negatives: {(features < 0).any().item()}"
)
assert features.shape == (2, 8)
assert (features >= 0).all()
