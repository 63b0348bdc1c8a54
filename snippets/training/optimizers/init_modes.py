import math

import torch
from torch import nn


def init_weights(net, init_type="normal", gain=0.02):
    def init_func(m):
        if isinstance(m, (nn.Conv2d, nn.Linear)):
            if init_type == "normal":
                nn.init.normal_(m.weight, 0.0, gain)  # (1)!
            elif init_type == "xavier":
                nn.init.xavier_normal_(m.weight, gain=gain)
            elif init_type == "kaiming":
                nn.init.kaiming_normal_(m.weight, a=0, mode="fan_in")
            elif init_type == "orthogonal":
                nn.init.orthogonal_(m.weight, gain=gain)
            else:
                raise NotImplementedError(init_type)
            if m.bias is not None:
                nn.init.constant_(m.bias, 0.0)
        elif isinstance(m, nn.BatchNorm2d):
            nn.init.normal_(m.weight, 1.0, gain)
            nn.init.constant_(m.bias, 0.0)

    net.apply(init_func)  # (2)!


torch.manual_seed(0)
fan_out, fan_in = 256, 1024
net = nn.Sequential(nn.Linear(fan_in, fan_out), nn.BatchNorm2d(4096))


def std(init_type, gain=0.02):
    init_weights(net, init_type, gain)
    assert torch.equal(net[0].bias, torch.zeros(fan_out))
    return net[0].weight.std().item()


normal = std("normal")
bn_mean = net[1].weight.mean().item()
kaiming = std("kaiming")
xavier_1 = std("xavier", gain=1.0)
xavier_002 = std("xavier")
print("normal:", round(normal, 3), "BatchNorm mean:", round(bn_mean, 2))
print("kaiming:", round(kaiming, 4), "vs", round(math.sqrt(2 / fan_in), 4))
xavier = math.sqrt(2 / (fan_in + fan_out))
print("xavier, gain 1:", round(xavier_1, 4), "vs", round(xavier, 4))
print("xavier, gain 0.02:", round(xavier_002, 5))
assert abs(normal - 0.02) < 0.0005
assert abs(bn_mean - 1.0) < 0.002
assert abs(kaiming - math.sqrt(2 / fan_in)) < 0.001  # (3)!
assert abs(xavier_1 - xavier) < 0.001
assert abs(xavier_002 - 0.02 * xavier) < 0.0001  # (4)!

init_weights(net, "orthogonal", gain=1.0)
w = net[0].weight
# 256×1024: orthonormal rows
torch.testing.assert_close(w @ w.T, torch.eye(fan_out), atol=1e-4, rtol=0)
assert net[0].weight.requires_grad and net[0].weight.is_leaf  # (5)!

# apply(): every submodule, then the module
visited = []
net.apply(lambda m: visited.append(type(m).__name__))
assert visited == ["Linear", "BatchNorm2d", "Sequential"]
