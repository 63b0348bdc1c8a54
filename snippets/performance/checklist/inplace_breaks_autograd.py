import torch

x = torch.rand(3, requires_grad=True)
# sigmoid's backward needs its output y
y = x.sigmoid()
# which this overwrites in place
y.mul_(2)
try:
    y.sum().backward()
except RuntimeError as error:
    print(f"RuntimeError: {str(error).split(' Hint:')[0]}")
    assert "modified by an inplace operation" in str(error)
else:
    raise AssertionError("backward used a modified tensor")
