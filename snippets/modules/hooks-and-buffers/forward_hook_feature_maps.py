import torch
import torch.nn.functional as F
from torch import nn


class LeNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 10)

    def forward(self, x):
        # 32×32 -> 28×28 -> 14×14
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        # 14×14 -> 10×10 -> 5×5
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        return self.fc2(F.relu(self.fc1(x.flatten(1))))


features = []


def hook(module, inputs, output):  # (1)!
    features.append(output.detach().clone())


torch.manual_seed(0)
net = LeNet()
x = torch.randn(2, 3, 32, 32)
handle = net.conv2.register_forward_hook(hook)
y = net(x)

print(f"output: {tuple(y.shape)}, conv2: {tuple(features[0].shape)}")
assert y.shape == (2, 10)
# conv2's output, before ReLU and pool:
assert features[0].shape == (2, 16, 10, 10)
expected = net.conv2(F.max_pool2d(F.relu(net.conv1(x)), 2))
assert torch.equal(features[0], expected.detach())
# detach(): no graph kept alive.
assert not features[0].requires_grad
# Calling conv2 alone ran the hook too.
print(f"hook calls (net, then conv2 alone): {len(features)}")
assert len(features) == 2

handle.remove()  # (2)!
net(x)
print(f"after handle.remove(): {len(features)}")
assert len(features) == 2
