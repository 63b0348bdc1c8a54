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
losses = []
for _ in range(3):
    loss, hidden_ref = forward(torch.randn(4, 8))
    losses.append(loss)
    del loss
assert losses[0].grad_fn is not None
assert hidden_ref() is not None  # the activations are alive through the graph

total_loss = sum(losses)  # one tensor that holds every step's graph
depth, node = 0, total_loss.grad_fn
while type(node).__name__ == "AddBackward0":
    depth, node = depth + 1, node.next_functions[0][0]
assert depth == 3  # 0 + l0 + l1 + l2: the chain grows with every step
del losses, total_loss
# --8<-- [end:bad]

# --8<-- [start:good]
# Good: keep Python floats.
losses = []
for _ in range(3):
    loss, hidden_ref = forward(torch.randn(4, 8))
    losses.append(loss.item())
    del loss
assert all(isinstance(v, float) for v in losses)
assert hidden_ref() is None  # graph and saved activations are freed
# --8<-- [end:good]
