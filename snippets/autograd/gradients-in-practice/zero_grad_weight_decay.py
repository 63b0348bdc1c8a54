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

frozen = torch.nn.BatchNorm1d(4)
frozen.weight.requires_grad_(False)  # no gradient at all: .grad stays None
gamma = frozen.weight.detach().clone()
opt = torch.optim.AdamW(frozen.parameters(), lr=0.1)
frozen(torch.randn(8, 4)).pow(2).mean().backward()
opt.step()
assert frozen.weight.grad is None
assert torch.equal(frozen.weight, gamma)  # skipped by the optimizer, decay included
