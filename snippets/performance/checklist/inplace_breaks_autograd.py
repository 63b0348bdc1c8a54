import torch

x = torch.rand(3, requires_grad=True)
y = x.sigmoid()  # sigmoid's backward needs its own output y
y.mul_(2)  # overwrites it in place
try:
    y.sum().backward()
except RuntimeError as error:
    assert "modified by an inplace operation" in str(error)
else:
    raise AssertionError("backward used a modified tensor")
