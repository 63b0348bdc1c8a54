import torch
from torch import nn

bn = nn.BatchNorm1d(4)
bn.weight.register_hook(lambda grad: torch.zeros_like(grad))
gamma = bn.weight.detach().clone()

opt = torch.optim.AdamW(bn.parameters(), lr=0.1)
bn(torch.randn(8, 4)).pow(2).mean().backward()
opt.step()

decay = opt.defaults["weight_decay"]
print(f"AdamW weight_decay by default: {decay}")
weight = [round(v, 4) for v in bn.weight.tolist()]
print(f"hooked: grad {bn.weight.grad.tolist()}, weight {weight}")
assert decay == 0.01
assert torch.equal(bn.weight.grad, torch.zeros(4))
# Moved anyway: decay ignores grads.
assert not torch.equal(bn.weight, gamma)
torch.testing.assert_close(bn.weight, gamma * (1 - 0.1 * 0.01))

frozen = torch.nn.BatchNorm1d(4)
# No gradient at all: .grad stays None.
frozen.weight.requires_grad_(False)
gamma = frozen.weight.detach().clone()
opt = torch.optim.AdamW(frozen.parameters(), lr=0.1)
frozen(torch.randn(8, 4)).pow(2).mean().backward()
opt.step()
print(f"frozen: grad {frozen.weight.grad}, weight {frozen.weight.tolist()}")
assert frozen.weight.grad is None
# Skipped by the optimizer, decay too.
assert torch.equal(frozen.weight, gamma)
