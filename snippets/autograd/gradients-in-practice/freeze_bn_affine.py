import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.ReLU())
bn = model[1]
bn.weight.register_hook(lambda grad: torch.zeros_like(grad))  # (1)!
bn.bias.register_hook(lambda grad: torch.zeros_like(grad))

opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
gamma, beta = bn.weight.detach().clone(), bn.bias.detach().clone()
conv_w = model[0].weight.detach().clone()

model.train()
bn.eval()  # (2)!
stats = bn.running_mean.clone()
for _ in range(3):
    opt.zero_grad()
    model(torch.randn(8, 3, 8, 8)).mean().backward()
    opt.step()

print(f"bn.weight.grad: {bn.weight.grad.tolist()}")
print(f"bn.weight: {bn.weight.tolist()}, bn.bias: {bn.bias.tolist()}")
print(f"bn.running_mean: {bn.running_mean.tolist()}")
print(f"conv weight changed: {not torch.equal(model[0].weight, conv_w)}")
# The gradient is there, zeroed:
assert torch.equal(bn.weight.grad, torch.zeros(4))
# Frozen:
assert torch.equal(bn.weight, gamma) and torch.equal(bn.bias, beta)
# eval(): statistics not updated.
assert torch.equal(bn.running_mean, stats)
# The rest trains.
assert not torch.equal(model[0].weight, conv_w)
