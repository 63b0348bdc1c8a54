# --8<-- [start:bad]
import weakref

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 8), nn.Tanh(), nn.Linear(8, 1))


def forward(x):
    hidden = model[1](model[0](x))  # tanh output, saved for the backward pass
    return model[2](hidden).pow(2).mean(), weakref.ref(hidden)


# Bad: keep the loss tensors themselves.
losses, refs = [], []
for _ in range(3):
    loss, hidden_ref = forward(torch.randn(4, 8))
    losses.append(loss)
    refs.append(hidden_ref)
    del loss
assert losses[0].grad_fn is not None
assert all(r() is not None for r in refs)  # every step's activations are alive

total_loss = sum(losses)  # one tensor that holds every step's graph
depth, node = 0, total_loss.grad_fn
while type(node).__name__ == "AddBackward0":
    depth, node = depth + 1, node.next_functions[0][0]
assert depth == 3  # 0 + l0 + l1 + l2: the chain grows with every step
del losses, total_loss, node
assert all(r() is None for r in refs)  # freed only when the list goes
# --8<-- [end:bad]

# --8<-- [start:good]
# Good: keep Python floats.
losses, refs = [], []
for _ in range(3):
    loss, hidden_ref = forward(torch.randn(4, 8))
    losses.append(loss.item())
    refs.append(hidden_ref)
    del loss
assert all(isinstance(v, float) for v in losses)
assert all(r() is None for r in refs)  # each graph is freed as soon as it is logged
# --8<-- [end:good]
