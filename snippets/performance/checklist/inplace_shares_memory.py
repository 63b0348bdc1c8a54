import torch

x = torch.rand(1000)
ptr = x.data_ptr()

y = x.cos()  # out of place: a new tensor, new memory
assert y.data_ptr() != ptr

x.cos_()  # in place: the result overwrites x
assert x.data_ptr() == ptr
torch.testing.assert_close(x, y)
