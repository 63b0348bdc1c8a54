import copy

import torch
from torch import nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)

best = model.state_dict()  # bad: references to the live tensors
best_copy = copy.deepcopy(model.state_dict())  # good: a snapshot
snapshot = model.weight.detach().clone()

model(torch.ones(4, 2)).sum().backward()
opt.step()  # training goes on

assert torch.equal(best["weight"], model.weight)  # "best" followed the training
assert best["weight"].data_ptr() == model.weight.data_ptr()
assert torch.equal(best_copy["weight"], snapshot)  # the copy kept its values

a = torch.tensor([1.0, 2.0, 3.0])
b = a  # the same tensor under a second name
b[0] = 10.0
assert a[0] == 10.0
c = a.clone()  # memory of its own
c[0] = -1.0
assert a[0] == 10.0
