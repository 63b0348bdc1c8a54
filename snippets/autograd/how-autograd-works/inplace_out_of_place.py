import torch

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
x = torch.randn(3)

h = torch.sigmoid(w * x)
# out of place: a new tensor, h's saved
# values stay as they were
out = h + 1
out.sum().backward()
print(f"w.grad: {[round(g, 4) for g in w.grad.tolist()]}")

# d/dw sigmoid(w x) = s (1 - s) x
s = torch.sigmoid(w.detach() * x)
torch.testing.assert_close(w.grad, s * (1 - s) * x)
assert h._version == 0

# or write into a copy: the saved h stays
w.grad = None
h = torch.sigmoid(w * x)
out = h.clone()
out += 1
out.sum().backward()
print(f"clone, then +=: {[round(g, 4) for g in w.grad.tolist()]}")
torch.testing.assert_close(w.grad, s * (1 - s) * x)
