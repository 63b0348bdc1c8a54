from torch import nn
from torch.optim import SGD, Adam

model = nn.Sequential(
    nn.Conv2d(3, 8, 3, bias=False),
    nn.BatchNorm2d(8),
    nn.Flatten(),
    nn.LayerNorm(8),
)
hyp = {"lr0": 0.01, "momentum": 0.937, "weight_decay": 5e-4}

# optimizer parameter groups
g0, g1, g2 = [], [], []
for v in model.modules():
    # biases: no decay
    if hasattr(v, "bias") and isinstance(v.bias, nn.Parameter):
        g2.append(v.bias)
    # BatchNorm2d weights: no decay
    if isinstance(v, nn.BatchNorm2d):
        g0.append(v.weight)
    # every other weight: decay
    elif hasattr(v, "weight") and isinstance(v.weight, nn.Parameter):
        g1.append(v.weight)


def build(adam):
    if adam:
        optimizer = Adam(g0, lr=hyp["lr0"], betas=(hyp["momentum"], 0.999))
    else:
        optimizer = SGD(
            g0, lr=hyp["lr0"], momentum=hyp["momentum"], nesterov=True
        )
    optimizer.add_param_group(
        {"params": g1, "weight_decay": hyp["weight_decay"]}
    )
    optimizer.add_param_group({"params": g2})
    return optimizer


optimizer = build(adam=False)

names = {p: n for n, p in model.named_parameters()}
groups = [
    (g["weight_decay"], [names[p] for p in g["params"]])
    for g in optimizer.param_groups
]
for weight_decay, in_group in groups:
    print(f"weight_decay={weight_decay}:", in_group)
assert groups == [
    (0, ["1.weight"]),
    (5e-4, ["0.weight", "3.weight"]),  # (1)!
    (0, ["1.bias", "3.bias"]),
]
grouped = [p for g in optimizer.param_groups for p in g["params"]]
assert sorted(map(id, grouped)) == sorted(map(id, model.parameters()))

# With adam=True: the same groups, and the
# momentum hyper-parameter as Adam's beta1.
adam = build(adam=True)
print("Adam betas:", adam.param_groups[0]["betas"])
assert all(g["betas"] == (0.937, 0.999) for g in adam.param_groups)
decays = [g["weight_decay"] for g in adam.param_groups]
assert decays == [0, 5e-4, 0]
