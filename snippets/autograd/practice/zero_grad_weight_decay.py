import torch
from torch import nn

bn = nn.BatchNorm1d(4)
bn.weight.register_hook(lambda grad: torch.zeros_like(grad))
gamma = bn.weight.detach().clone()

opt = torch.optim.AdamW(bn.parameters(), lr=0.1)  # weight_decay=0.01 by default
bn(torch.randn(8, 4)).pow(2).mean().backward()
opt.step()

assert torch.equal(bn.weight.grad, torch.zeros(4))
assert not torch.equal(bn.weight, gamma)  # moved anyway: decay ignores the grad
torch.testing.assert_close(bn.weight, gamma * (1 - 0.1 * 0.01))
