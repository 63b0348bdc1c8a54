import weakref

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 8), nn.Tanh(), nn.Linear(8, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.1)

total_loss = 0
for _ in range(5):
    hidden = model[1](model[0](torch.randn(4, 8)))
    hidden_ref = weakref.ref(hidden)
    loss = model[2](hidden).pow(2).mean()
    del hidden
    opt.zero_grad()
    loss.backward()
    opt.step()
    total_loss += loss  # bad: use loss.item()

assert hidden_ref() is None  # backward() freed the saved activations...
depth, node = 0, total_loss.grad_fn
while type(node).__name__ == "AddBackward0":
    depth, node = depth + 1, node.next_functions[0][0]
assert depth == 5  # ...but the graph nodes of all five steps are still chained
