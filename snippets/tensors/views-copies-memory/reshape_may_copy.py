import torch

x = torch.arange(6).reshape(2, 3)

# contiguous input: reshape returns a view
flat = x.reshape(6)
flat[0] = 100
print(x.tolist())
assert x[0, 0] == 100

# no strides fit: reshape copies
t = x.t()
copied = t.reshape(6)
copied[1] = -1
print(copied.tolist(), x.tolist())
assert copied.data_ptr() != x.data_ptr()
assert -1 not in x

# the shape of t again: a view
same = t.reshape(3, 2)
same[0, 1] = 7
print(x.tolist(), same.is_contiguous())
assert same.data_ptr() == t.data_ptr()
assert x[1, 0] == 7
assert not same.is_contiguous()
# unlike contiguous().view(), which copies
copy_then_view = t.contiguous().view(3, 2)
assert torch.equal(copy_then_view, same)
assert copy_then_view.is_contiguous()
assert copy_then_view.data_ptr() != t.data_ptr()
