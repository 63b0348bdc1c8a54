import torch
from torch import nn

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
(w**2).sum().backward()
before = w.detach().clone()

# not recorded: the update is no part of
# the graph
with torch.no_grad():
    w -= 0.1 * w.grad
    w[0] = 0.0
print(f"w: {[round(v, 4) for v in w.tolist()]}")
# w - 0.1 * 2w = 0.8 w
torch.testing.assert_close(w[1:], 0.8 * before[1:])
assert w[0] == 0 and w.is_leaf and w.requires_grad

# Weight surgery on a layer, the same way:
conv = nn.Conv2d(1, 1, kernel_size=3)
with torch.no_grad():
    conv.weight[:] = 1.0
    conv.bias.zero_()
out = conv(torch.ones(1, 1, 3, 3))
print(f"conv of ones: {out.item()}")
assert out.item() == 9.0 and conv.weight.requires_grad
