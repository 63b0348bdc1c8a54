import copy

import torch
from torch import nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)

best = model.state_dict()  # (1)!
best_copy = copy.deepcopy(model.state_dict())  # (2)!
snapshot = model.weight.detach().clone()

model(torch.ones(4, 2)).sum().backward()
opt.step()

followed = torch.equal(best["weight"], model.weight)
kept = torch.equal(best_copy["weight"], snapshot)
print("state_dict() followed the training:", followed)
print("deepcopy kept the old values:", kept)
assert followed and kept
assert best["weight"].data_ptr() == model.weight.data_ptr()

a = torch.tensor([1.0, 2.0, 3.0])
b = a  # (3)!
b[0] = 10.0
c = a.clone()
c[0] = -1.0
print("a:", a.tolist(), "c:", c.tolist())
assert a.tolist() == [10.0, 2.0, 3.0]
