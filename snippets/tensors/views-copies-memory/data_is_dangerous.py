import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = a.sigmoid()  # backward uses out: d sigmoid = out * (1 - out)
right = (out * (1 - out)).detach().clone()

out.data.zero_()  # the same change as on the left, through .data
out.sum().backward()  # no error...
assert a.grad.tolist() == [0.0, 0.0, 0.0]  # ...and a silently wrong gradient
assert not torch.equal(a.grad, right)
