import torch
from torch import nn


def add_weight_decay(net, l2_value, skip_list=()):
    decay, no_decay = [], []
    for name, param in net.named_parameters():
        if not param.requires_grad:
            continue  # frozen weights
        if len(param.shape) == 1 or name.endswith(".bias") or name in skip_list:
            no_decay.append(param)  # (1)!
        else:
            decay.append(param)
    return [
        {"params": no_decay, "weight_decay": 0.0},
        {"params": decay, "weight_decay": l2_value},
    ]


net = nn.Sequential(
    nn.Conv2d(3, 8, 3), nn.BatchNorm2d(8), nn.Flatten(), nn.LayerNorm(8)
)
sgd = torch.optim.SGD(add_weight_decay(net, 2e-5), lr=0.1)
no_decay, decay = (set(g["params"]) for g in sgd.param_groups)
assert decay == {net[0].weight}
assert no_decay == {net[0].bias, net[1].weight, net[1].bias, net[3].weight, net[3].bias}

# The effect: with zero gradients, only the decayed group moves.
before = {p: p.detach().clone() for p in net.parameters()}
for p in net.parameters():
    p.grad = torch.zeros_like(p)
sgd.step()
torch.testing.assert_close(net[0].weight, before[net[0].weight] * (1 - 0.1 * 2e-5))
assert all(torch.equal(p, before[p]) for p in no_decay)
