import torch

x = torch.tensor([[1, 2, 3], [4, 5, 6]])
y = x.transpose(0, 1)  # (1)!

assert y.shape == (3, 2)
assert y.data_ptr() == x.data_ptr()  # same first byte in memory...
assert y.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()

y[0, 1] = 40  # ...so a write through the view shows in the original
assert x[1, 0] == 40

assert x.stride() == (3, 1)  # only the strides were swapped
assert y.stride() == (1, 3)
assert x.is_contiguous()
assert not y.is_contiguous()

z = x.permute(1, 0)  # permute is transpose for any number of dimensions
assert torch.equal(z, y)
assert z.stride() == (1, 3)  # it, too, only reorders the strides
z[2, 0] = 30  # and shares the memory
assert x[0, 2] == 30
