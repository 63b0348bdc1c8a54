import torch

x = torch.rand(1000)
ptr = x.data_ptr()

# out of place: a new tensor, new memory
y = x.cos()
print("x.cos() reuses x's memory:", y.data_ptr() == ptr)
assert y.data_ptr() != ptr

# in place: the result overwrites x
x.cos_()
print("x.cos_() reuses x's memory:", x.data_ptr() == ptr)
assert x.data_ptr() == ptr
torch.testing.assert_close(x, y)
