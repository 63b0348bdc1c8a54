import copy

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2))

x1 = model[0].weight.data.clone()  # the memo's two equivalent copies
x2 = copy.deepcopy(model[0].weight.data)
assert torch.equal(x1, x2)
assert not x1.requires_grad and not x2.requires_grad  # .data does not require grad
assert x1.data_ptr() != model[0].weight.data_ptr() != x2.data_ptr()

twin = copy.deepcopy(model)  # modules have no clone(): deepcopy them
assert twin is not model
with torch.no_grad():
    twin[0].weight.zero_()
assert model[0].weight.abs().sum() > 0  # the original keeps its weights

made = torch.arange(3.0) * 2 + 1  # made by operations, but needs no gradient:
assert made.is_leaf  # a leaf all the same, so deepcopy works
assert torch.equal(copy.deepcopy(made), made)

out = model(torch.randn(1, 4))  # made from weights that require grad: not a leaf
assert not out.is_leaf
try:
    copy.deepcopy(out)
except RuntimeError as error:
    assert "Only Tensors created explicitly by the user (graph leaves)" in str(error)
else:
    raise AssertionError("deepcopy of a non-leaf tensor should fail")
assert torch.equal(copy.deepcopy(out.detach()), out.detach())  # detach, then copy
