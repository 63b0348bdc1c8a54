import torch
from torch import nn

torch.manual_seed(0)
bn = nn.BatchNorm1d(3)
x = torch.randn(16, 3) * 5 + 2

bn.train()
out = bn(x)  # normalised with the batch's own statistics...
torch.testing.assert_close(out.mean(0), torch.zeros(3), atol=1e-5, rtol=0)
assert not torch.equal(
    bn.running_mean, torch.zeros(3)
)  # ...which update the running ones

bn.eval()
stats = bn.running_mean.clone(), bn.running_var.clone()
out = bn(x)  # (1)!
expected = (x - stats[0]) / torch.sqrt(stats[1] + bn.eps) * bn.weight + bn.bias
torch.testing.assert_close(out, expected)
assert torch.equal(bn.running_mean, stats[0])  # no longer updated
assert not torch.equal(out, x)  # not switched off: still a normalisation

out.sum().backward()  # (2)!
assert bn.weight.grad is not None
