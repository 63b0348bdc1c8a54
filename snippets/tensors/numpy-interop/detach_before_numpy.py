import torch

torch.manual_seed(0)
model = torch.nn.Linear(3, 2)
b = model(torch.randn(4, 3))
assert b.requires_grad

try:
    b.numpy()
except RuntimeError as error:
    assert str(error) == (
        "Can't call numpy() on Tensor that requires grad. "
        "Use tensor.detach().numpy() instead."
    )
else:
    raise AssertionError("numpy() of a tensor that requires grad should fail")

c = b.cpu().detach().numpy()  # both orders give the same array;
d = b.detach().cpu().numpy()  # detaching first keeps the copy out of the graph
assert (c == d).all()

d[0, 0] = 42.0  # on the CPU, detach().numpy() still shares b's memory
assert b[0, 0] == 42.0
c[0, 1] = 43.0  # and so does cpu().detach().numpy()
assert b[0, 1] == 43.0

with torch.no_grad():  # under no_grad nothing requires grad: no detach needed
    assert not model(torch.randn(4, 3)).requires_grad
