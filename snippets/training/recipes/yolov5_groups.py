from torch import nn
from torch.optim import SGD

model = nn.Sequential(
    nn.Conv2d(3, 8, 3, bias=False), nn.BatchNorm2d(8), nn.Flatten(), nn.LayerNorm(8)
)
hyp = {"lr0": 0.01, "momentum": 0.937, "weight_decay": 5e-4}

g0, g1, g2 = [], [], []  # optimizer parameter groups
for v in model.modules():
    if hasattr(v, "bias") and isinstance(v.bias, nn.Parameter):
        g2.append(v.bias)  # biases: no decay
    if isinstance(v, nn.BatchNorm2d):
        g0.append(v.weight)  # BatchNorm2d weights: no decay
    elif hasattr(v, "weight") and isinstance(v.weight, nn.Parameter):
        g1.append(v.weight)  # everything else: decay

optimizer = SGD(g0, lr=hyp["lr0"], momentum=hyp["momentum"], nesterov=True)
optimizer.add_param_group({"params": g1, "weight_decay": hyp["weight_decay"]})
optimizer.add_param_group({"params": g2})

assert [g["weight_decay"] for g in optimizer.param_groups] == [0, 5e-4, 0]
grouped = [p for g in optimizer.param_groups for p in g["params"]]
assert sorted(map(id, grouped)) == sorted(map(id, model.parameters()))  # each once
assert {id(p) for p in g0} == {id(model[1].weight)}
assert {id(p) for p in g2} == {id(model[1].bias), id(model[3].bias)}
assert {id(p) for p in g1} == {id(model[0].weight), id(model[3].weight)}  # (1)!
