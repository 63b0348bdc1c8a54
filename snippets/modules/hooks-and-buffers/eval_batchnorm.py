import torch
from torch import nn

torch.manual_seed(0)
bn = nn.BatchNorm1d(3)
x = torch.randn(16, 3) * 5 + 2

bn.train()
# Normalised with the batch's own
# statistics...
out = bn(x)
# + 0.0 turns -0.0 into 0.0
means = [round(v, 4) + 0.0 for v in out.mean(0).tolist()]
running = [round(v, 4) for v in bn.running_mean.tolist()]
print(f"train(): output means {means}, running_mean {running}")
torch.testing.assert_close(out.mean(0), torch.zeros(3), atol=1e-5, rtol=0)
# ...which update the running ones.
assert not torch.equal(bn.running_mean, torch.zeros(3))

bn.eval()
stats = bn.running_mean.clone(), bn.running_var.clone()
out = bn(x)  # (1)!
expected = (x - stats[0]) / torch.sqrt(stats[1] + bn.eps)
expected = expected * bn.weight + bn.bias
running = [round(v, 4) for v in bn.running_mean.tolist()]
print(f"eval(): running_mean {running}")
torch.testing.assert_close(out, expected)
# No longer updated:
assert torch.equal(bn.running_mean, stats[0])
# Not switched off: still normalises.
assert not torch.equal(out, x)

out.sum().backward()  # (2)!
print(f"eval(): gradients still flow: {bn.weight.grad is not None}")
assert bn.weight.grad is not None
