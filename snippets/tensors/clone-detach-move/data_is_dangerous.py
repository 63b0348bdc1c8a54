import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
# sigmoid's backward reads out
out = a.sigmoid()
right = (out * (1 - out)).detach().clone()

# an in-place change through .data
out.data.zero_()
# no error...
out.sum().backward()
# ...and a silently wrong gradient
print("computed:", a.grad.tolist())
print("correct: ", [round(v, 4) for v in right.tolist()])
assert a.grad.tolist() == [0.0, 0.0, 0.0]
assert not torch.equal(a.grad, right)
