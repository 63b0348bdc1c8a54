import torch
from torch import nn


def add_weight_decay(net, l2_value, skip_list=()):
    decay, no_decay = [], []
    for name, param in net.named_parameters():
        # frozen: in no group
        if not param.requires_grad:
            continue
        one_dim = len(param.shape) == 1  # (1)!
        if one_dim or name.endswith(".bias") or name in skip_list:
            no_decay.append(param)
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
names = {p: n for n, p in net.named_parameters()}
for group in sgd.param_groups:
    in_group = [names[p] for p in group["params"]]
    print(f"weight_decay={group['weight_decay']}:", in_group)
no_decay, decay = (
    {names[p] for p in g["params"]} for g in sgd.param_groups
)
assert decay == {"0.weight"}
assert no_decay == {"0.bias", "1.weight", "1.bias", "3.weight", "3.bias"}

# A step with zero gradients
before = {p: p.detach().clone() for p in net.parameters()}
for p in net.parameters():
    p.grad = torch.zeros_like(p)
sgd.step()
moved = [n for p, n in names.items() if not torch.equal(p, before[p])]
print("moved by a zero-gradient step:", moved)
assert moved == ["0.weight"]
w = net[0].weight
torch.testing.assert_close(w, before[w] * (1 - 0.1 * 2e-5))
