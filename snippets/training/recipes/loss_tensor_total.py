import weakref

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 32), nn.Tanh(), nn.Linear(32, 1))
batches = [torch.randn(16, 8) for _ in range(5)]

# A validation loop: no backward(), no
# no_grad().
total_loss, activations = 0, []
for x in batches:
    hidden = model[1](model[0](x))
    activations.append(weakref.ref(hidden))
    loss = model[2](hidden).pow(2).mean()
    del hidden
    total_loss += loss  # (1)!

alive = sum(ref() is not None for ref in activations)
print(f"total_loss is a tensor with grad_fn: {total_loss.grad_fn.name()}")
print(f"activations kept alive: {alive} of {len(batches)}")
assert total_loss.grad_fn is not None
# Every batch's saved activations are held:
assert alive == len(batches)
del total_loss, loss
assert sum(ref() is not None for ref in activations) == 0
