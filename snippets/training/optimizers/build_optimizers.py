import torch
from torch import nn, optim


def rounded(*tensors):
    return [round(v, 4) for t in tensors for v in t.flatten().tolist()]


# SGD with momentum over a model
model = nn.Linear(2, 1, bias=False)
with torch.no_grad():
    model.weight.fill_(1.0)
optimizer = optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
for _ in range(2):
    optimizer.zero_grad()
    # the same gradient, [1, 1], twice
    model(torch.ones(1, 2)).sum().backward()
    optimizer.step()
print("SGD, momentum 0.9, two steps:", rounded(model.weight))
expected = torch.full((1, 2), 1 - 0.01 * (1 + 1.9))  # (1)!
torch.testing.assert_close(model.weight, expected)

# Adam over plain tensors
var1 = torch.tensor([1.0, -1.0], requires_grad=True)
var2 = torch.tensor([0.5], requires_grad=True)
adam = optim.Adam([var1, var2], lr=0.0001, betas=(0.9, 0.999))
assert optim.Adam([var1]).defaults["betas"] == (0.9, 0.999)  # (2)!
(var1.sum() * 10 + var2.sum() * 0.1).backward()
adam.step()
print("Adam, one step:", rounded(var1, var2))
start = torch.tensor([1.0, -1.0, 0.5])
moved = torch.cat([var1, var2]).detach()
torch.testing.assert_close(moved, start - 0.0001)  # (3)!

# One optimizer per network (a GAN)
net_d, net_g = nn.Linear(2, 1), nn.Linear(2, 2)
optimizer_d = optim.Adam(net_d.parameters(), lr=0.0002, betas=(0.5, 0.999))
g_before = [p.detach().clone() for p in net_g.parameters()]
net_d(net_g(torch.randn(4, 2))).sum().backward()
optimizer_d.step()
unchanged = all(
    torch.equal(p, b)
    for p, b in zip(net_g.parameters(), g_before, strict=True)
)
print("generator has gradients:", net_g.weight.grad is not None)
print("generator unchanged by optimizer_d:", unchanged)
assert all(p.grad is not None for p in net_g.parameters())
assert unchanged
