import torch

x = torch.tensor([1, 2])
y = torch.tensor([1, 2])
print(torch.equal(x, y), x.data_ptr() == y.data_ptr())
assert torch.equal(x, y)
assert x.data_ptr() != y.data_ptr()

longer = torch.equal(x, torch.tensor([1, 2, 3]))
floats = torch.equal(x, torch.tensor([1.0, 2.0]))
print(longer, floats)
assert not longer
assert floats

torch.manual_seed(0)
a = torch.randn(1, 2, 3, 4)
b = a.transpose(1, 2)
c = a.view(1, 3, 2, 4)
print(b.shape, c.shape)
assert b.shape == c.shape == (1, 3, 2, 4)
print(torch.equal(a, b), torch.equal(a, c), torch.equal(b, c))
assert not torch.equal(a, b) and not torch.equal(a, c)
assert not torch.equal(b, c)
print(a.data_ptr() == b.data_ptr() == c.data_ptr())
assert a.data_ptr() == b.data_ptr() == c.data_ptr()
