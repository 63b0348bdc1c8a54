import torch

a = torch.ones(2, 3, dtype=torch.float64)

z = torch.zeros_like(a)  # same size, dtype and device as a
assert z.shape == (2, 3) and z.dtype == torch.float64 and z.device == a.device
assert torch.ones_like(a, dtype=torch.int32).dtype == torch.int32  # any can change
assert torch.zeros_like(a, device="meta").device.type == "meta"

n = a.new_zeros(4)  # a new size, a's dtype and device
assert n.shape == (4,) and n.dtype == torch.float64 and n.device == a.device
assert a.new_zeros(4, device="meta").device.type == "meta"
assert a.new_ones((2, 2)).tolist() == [[1.0, 1.0], [1.0, 1.0]]
assert a.new_full((2,), 5).dtype == torch.float64  # unlike torch.full((2,), 5)
assert a.new_tensor([1, 2]).dtype == torch.float64  # data, in a's dtype
assert a.new_zeros(3, dtype=torch.int64).dtype == torch.int64
assert a.new_zeros(3, requires_grad=True).requires_grad
assert not z.requires_grad  # requires_grad is not inherited...

w = torch.ones(3, requires_grad=True)
assert not torch.zeros_like(w).requires_grad  # ...not even from a tensor that has it
assert not w.new_zeros(3).requires_grad
