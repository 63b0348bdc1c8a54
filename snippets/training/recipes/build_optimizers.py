import torch
from torch import nn, optim

# SGD with momentum over a model's parameters.
model = nn.Linear(2, 1, bias=False)
with torch.no_grad():
    model.weight.fill_(1.0)
optimizer = optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
for _ in range(2):  # the same gradient, [1, 1], twice
    optimizer.zero_grad()
    model(torch.ones(1, 2)).sum().backward()
    optimizer.step()  # updates the parameters
# Step 1 moves by lr * g, step 2 by lr * (0.9 * g + g): momentum builds up.
torch.testing.assert_close(model.weight, torch.full((1, 2), 1 - 0.01 * (1 + 1.9)))

# Adam over plain tensors: any leaf with requires_grad can be optimized.
var1 = torch.tensor([1.0, -1.0], requires_grad=True)
var2 = torch.tensor([0.5], requires_grad=True)
adam = optim.Adam([var1, var2], lr=0.0001, betas=(0.9, 0.999))
assert optim.Adam([var1]).defaults["betas"] == (
    0.9,
    0.999,
)  # the memo's are the defaults
(var1.sum() * 10 + var2.sum() * 0.1).backward()
adam.step()
# Adam's first step moves each element by about lr, whatever the gradient's size.
torch.testing.assert_close(var1.detach(), torch.tensor([1.0, -1.0]) - 0.0001)
torch.testing.assert_close(var2.detach(), torch.tensor([0.5]) - 0.0001)

# One optimizer per network (a GAN's discriminator here) touches only its own.
net_d, net_g = nn.Linear(2, 1), nn.Linear(2, 2)
optimizer_d = optim.Adam(net_d.parameters(), lr=0.0002, betas=(0.5, 0.999))
g_before = [p.detach().clone() for p in net_g.parameters()]
net_d(net_g(torch.randn(4, 2))).sum().backward()  # gradients reach both nets
optimizer_d.step()
assert all(p.grad is not None for p in net_g.parameters())
assert all(torch.equal(p, b) for p, b in zip(net_g.parameters(), g_before, strict=True))
