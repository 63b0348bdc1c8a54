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
    # Bad: use loss.item() instead.
    total_loss += loss

depth, node = 0, total_loss.grad_fn
while type(node).__name__ == "AddBackward0":
    depth, node = depth + 1, node.next_functions[0][0]
print(f"activations freed by backward(): {hidden_ref() is None}")
print(f"total_loss: {depth} AddBackward0 nodes chained")
assert hidden_ref() is None
# All five steps' nodes stay chained.
assert depth == 5
