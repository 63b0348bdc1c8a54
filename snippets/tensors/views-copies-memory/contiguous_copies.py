import torch

x = torch.arange(6).reshape(2, 3)
assert x.contiguous() is x  # already contiguous: the very same tensor

t = x.t()
c = t.contiguous()  # a row-major copy of the transposed values
assert c.is_contiguous()
assert torch.equal(c, t)
assert c.data_ptr() != x.data_ptr()

c[0, 0] = 99
assert x[0, 0] == 0  # the copy has its own memory
