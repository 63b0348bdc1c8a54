import torch

torch.manual_seed(0)
model = torch.nn.Linear(3, 2)
b = model(torch.randn(4, 3))

# both orders give the same array
c = b.cpu().detach().numpy()
d = b.detach().cpu().numpy()
print(c.shape, (c == d).all())
assert (c == d).all()

# on the CPU, both still share b's memory
d[0, 0] = 42.0
c[0, 1] = 43.0
print(b[0].tolist())
assert b[0, 0] == 42.0
assert b[0, 1] == 43.0

# under no_grad nothing requires grad
with torch.no_grad():
    e = model(torch.randn(4, 3))
print(e.requires_grad)
assert not e.requires_grad
