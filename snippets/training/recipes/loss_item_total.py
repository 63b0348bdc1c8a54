import weakref

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 32), nn.Tanh(), nn.Linear(32, 1))
batches = [torch.randn(16, 8) for _ in range(5)]

total_loss, activations = 0.0, []
for x in batches:
    hidden = model[1](model[0](x))
    activations.append(weakref.ref(hidden))
    loss = model[2](hidden).pow(2).mean()
    del hidden
    total_loss += loss.item()  # (1)!

alive = sum(ref() is not None for ref in activations)
print(f"total_loss is a {type(total_loss).__name__}: {total_loss:.4f}")
print(f"activations kept alive: {alive} of {len(batches)}")
assert isinstance(total_loss, float)
# Only the last batch's graph, held by
# `loss`:
assert alive == 1

# loss.detach() keeps a tensor, no graph:
total = sum(model(x).pow(2).mean().detach() for x in batches)
assert total.grad_fn is None and not total.requires_grad
