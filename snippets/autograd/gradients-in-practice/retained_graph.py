# --8<-- [start:bad]
import weakref

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 8), nn.Tanh(), nn.Linear(8, 1))


def forward(x):
    # tanh's output, saved for backward:
    hidden = model[1](model[0](x))
    return model[2](hidden).pow(2).mean(), weakref.ref(hidden)


def alive(refs):
    return sum(r() is not None for r in refs)


# Bad: keep the loss tensors themselves.
losses, refs = [], []
for _ in range(3):
    loss, hidden_ref = forward(torch.randn(4, 8))
    losses.append(loss)
    refs.append(hidden_ref)
    del loss
print(f"tensors kept: activations alive {alive(refs)} of 3")
assert losses[0].grad_fn is not None
assert alive(refs) == 3

# One tensor holds every step's graph:
total_loss = sum(losses)
depth, node = 0, total_loss.grad_fn
while type(node).__name__ == "AddBackward0":
    depth, node = depth + 1, node.next_functions[0][0]
print(f"sum(losses): {depth} AddBackward0 nodes chained")
# 0 + l0 + l1 + l2: one more a step.
assert depth == 3
del losses, total_loss, node
print(f"list deleted: activations alive {alive(refs)} of 3")
assert alive(refs) == 0
# --8<-- [end:bad]

# --8<-- [start:good]
# Good: keep Python floats.
losses, refs = [], []
for _ in range(3):
    loss, hidden_ref = forward(torch.randn(4, 8))
    losses.append(loss.item())
    refs.append(hidden_ref)
    del loss
print(f"floats kept: activations alive {alive(refs)} of 3")
print(f"losses hold {[type(v).__name__ for v in losses]}")
assert all(isinstance(v, float) for v in losses)
# Each graph is freed once logged.
assert alive(refs) == 0
# --8<-- [end:good]
