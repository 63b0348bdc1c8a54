import copy

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2))
weight = model[0].weight

# two copies of the values, no graph
x1 = weight.data.clone()
x2 = copy.deepcopy(weight.data)
print(torch.equal(x1, x2), x1.requires_grad, x2.requires_grad)
assert torch.equal(x1, x2)
assert not x1.requires_grad and not x2.requires_grad
assert x1.data_ptr() != weight.data_ptr() != x2.data_ptr()
assert x1.data_ptr() != x2.data_ptr()

# a module has no clone(): deepcopy it
assert not hasattr(model, "clone")
twin = copy.deepcopy(model)
with torch.no_grad():
    twin[0].weight.zero_()
nonzero = twin[0].weight.count_nonzero(), weight.count_nonzero()
print([n.item() for n in nonzero])
assert twin is not model
assert twin[0].weight.count_nonzero() == 0
assert weight.count_nonzero() == weight.numel() == 12

# or: a new instance, then copy parameters
fresh = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2))
fresh.load_state_dict(model.state_dict())
x = torch.randn(2, 4)
same = torch.equal(fresh(x), model(x))
shared = fresh[0].weight.data_ptr() == weight.data_ptr()
print(f"load_state_dict: same output {same}, shared memory {shared}")
assert same and not shared

# made by operations, yet a leaf
made = torch.arange(3.0) * 2 + 1
print(made.is_leaf, copy.deepcopy(made).tolist())
assert made.is_leaf and not made.requires_grad
assert torch.equal(copy.deepcopy(made), made)

# requires_grad=True: a leaf too
w = torch.ones(2, requires_grad=True)
w_copy = copy.deepcopy(w)
assert w.is_leaf and w_copy.is_leaf and w_copy.requires_grad

# computed from weights that require grad
out = model(torch.randn(1, 4))
print(out.is_leaf, out.requires_grad)
assert not out.is_leaf and out.requires_grad
try:
    copy.deepcopy(out)
except RuntimeError as error:
    first_sentence = str(error).split(".")[0]
    print(f"RuntimeError: {first_sentence}.")
    message = "Only Tensors created explicitly by the user (graph leaves)"
    assert message in str(error)
else:
    raise AssertionError("deepcopy of a non-leaf tensor should fail")

# detach, then copy
assert torch.equal(copy.deepcopy(out.detach()), out.detach())
