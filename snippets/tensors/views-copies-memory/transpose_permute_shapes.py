import torch

a = torch.randn(1, 2, 3, 4)
print(a.transpose(1, 2).shape)
assert a.transpose(1, 2).shape == (1, 3, 2, 4)

x = torch.rand(16, 32, 3)
print(x.transpose(0, 2).shape, x.permute(2, 1, 0).shape)
assert x.transpose(0, 2).shape == (3, 32, 16)
assert x.permute(2, 1, 0).shape == (3, 32, 16)
assert torch.equal(x.transpose(0, 2), x.permute(2, 1, 0))
print(x.permute(1, 2, 0).shape)
assert x.permute(1, 2, 0).shape == (32, 3, 16)

m = torch.arange(6).reshape(2, 3)
print(m.T.tolist())
assert torch.equal(m.T, m.t()) and torch.equal(m.T, m.permute(1, 0))

ptr = m.data_ptr()
m.transpose_(0, 1)
print(m.shape, m.data_ptr() == ptr)
assert m.shape == (3, 2) and m.data_ptr() == ptr
