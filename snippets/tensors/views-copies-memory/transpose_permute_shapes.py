import torch

a = torch.randn(1, 2, 3, 4)
assert a.transpose(1, 2).shape == (1, 3, 2, 4)  # swaps the 2nd and 3rd dimension

x = torch.rand(16, 32, 3)
assert x.transpose(0, 2).shape == (3, 32, 16)
assert x.permute(2, 1, 0).shape == (3, 32, 16)  # every dimension, in its new order
assert x.permute(1, 2, 0).shape == (32, 3, 16)
assert torch.equal(x.transpose(0, 2), x.permute(2, 1, 0))

m = torch.arange(6).reshape(2, 3)
assert torch.equal(m.T, m.t()) and torch.equal(m.T, m.permute(1, 0))  # 2-d: x.T

ptr = m.data_ptr()
m.transpose_(0, 1)  # in place: m itself now has shape (3, 2)
assert m.shape == (3, 2) and m.data_ptr() == ptr
