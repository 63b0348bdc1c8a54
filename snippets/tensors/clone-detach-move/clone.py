import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = a.clone()
with torch.no_grad():
    b[0] = 100.0
print(b.tolist(), a.tolist())
assert b.data_ptr() != a.data_ptr()
assert a[0] == 1.0

# clone is recorded by autograd
c = a.clone()
print(type(c.grad_fn).__name__, c.requires_grad)
assert c.grad_fn is not None and c.requires_grad
(c * c).sum().backward()
print(a.grad.tolist())
assert a.grad.tolist() == [2.0, 4.0, 6.0]
