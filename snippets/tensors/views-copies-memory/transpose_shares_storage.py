import torch

x = torch.tensor([[1, 2, 3], [4, 5, 6]])
y = x.transpose(0, 1)  # (1)!
print(y.shape, y.data_ptr() == x.data_ptr())
assert y.shape == (3, 2)
assert y.data_ptr() == x.data_ptr()
assert y.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()

# a write through the view
y[0, 1] = 40
# shows in the original
print(x.tolist())
assert x[1, 0] == 40

print(x.stride(), y.stride(), x.is_contiguous(), y.is_contiguous())
assert x.stride() == (3, 1) and y.stride() == (1, 3)
assert x.is_contiguous() and not y.is_contiguous()

z = x.permute(1, 0)
assert torch.equal(z, y)
z[2, 0] = 30
print(z.stride(), x.tolist())
assert z.stride() == (1, 3)
assert x[0, 2] == 30
