import torch

x = torch.arange(6).reshape(2, 3)

flat = x.reshape(6)  # contiguous input: reshape returns a view
flat[0] = 100
assert x[0, 0] == 100

t = x.t()
copied = t.reshape(6)  # no strides can express this order: reshape copies
assert copied.data_ptr() != x.data_ptr()
copied[1] = -1
assert -1 not in x  # the original is untouched

same = t.reshape(3, 2)  # the same shape again: a view, not a copy
assert same.data_ptr() == t.data_ptr()
same[0, 1] = 7  # a write through it reaches the original
assert x[1, 0] == 7
assert not same.is_contiguous()  # unlike t.contiguous().view(3, 2)
