import torch

base = torch.arange(24).reshape(4, 6)
# each row keeps its first three elements
cols = base[:, :3]
print(cols.shape, cols.stride(), cols.is_contiguous())
assert cols.stride() == (6, 1) and not cols.is_contiguous()

# splits dim 0 only: the strides allow it
v = cols.view(2, 2, 3)
print(v.shape, v.stride(), v.is_contiguous())
assert v.data_ptr() == base.data_ptr()
assert v.stride() == (12, 6, 1) and not v.is_contiguous()

# the write lands in the original
v[1, 1, 2] = -1
print(base[3].tolist())
assert base[3, 2] == -1
