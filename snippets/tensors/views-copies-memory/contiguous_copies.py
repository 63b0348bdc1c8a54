import torch

x = torch.arange(6).reshape(2, 3)
print(x.contiguous() is x)
assert x.contiguous() is x

t = x.t()
c = t.contiguous()
print(c.is_contiguous(), torch.equal(c, t), c.data_ptr() == x.data_ptr())
assert c.is_contiguous()
assert torch.equal(c, t)
assert c.data_ptr() != x.data_ptr()

# the copy has its own memory
c[0, 0] = 99
print(c[0, 0].item(), x[0, 0].item())
assert c[0, 0] == 99 and x[0, 0] == 0
