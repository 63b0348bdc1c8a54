import torch

base = torch.arange(24).reshape(4, 6)
cols = base[:, :3]  # every row keeps only its first three elements
assert not cols.is_contiguous()

v = cols.view(2, 2, 3)  # splits dim 0 only: the strides allow it
assert v.data_ptr() == base.data_ptr()
assert not v.is_contiguous()  # a view of a non-contiguous tensor stays so

v[1, 1, 2] = -1  # the write lands in the original
assert base[3, 2] == -1
