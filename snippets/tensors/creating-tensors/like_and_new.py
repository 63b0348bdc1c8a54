import torch

a = torch.ones(2, 3, dtype=torch.float64)

z = torch.zeros_like(a)
print(z.shape, z.dtype)
like = [
    torch.zeros_like(a),
    torch.ones_like(a),
    torch.full_like(a, 7),
    torch.rand_like(a),
    torch.randn_like(a),
    torch.empty_like(a),
]
for t in like:
    assert t.shape == (2, 3) and t.dtype == torch.float64
    assert t.device == a.device
assert torch.ones_like(a, dtype=torch.int32).dtype == torch.int32
assert torch.zeros_like(a, device="meta").device.type == "meta"
assert torch.zeros_like(a, requires_grad=True).requires_grad
assert not z.requires_grad

n = a.new_zeros(4)
print(n.shape, n.dtype)
new = [
    a.new_zeros(4),
    a.new_ones(4),
    a.new_full((4,), 5),
    a.new_empty(4),
    a.new_tensor([1, 2, 3, 4]),
]
for t in new:
    assert t.shape == (4,) and t.dtype == torch.float64
    assert t.device == a.device
print(torch.full((2,), 5).dtype, a.new_full((2,), 5).dtype)
assert torch.full((2,), 5).dtype == torch.int64
assert a.new_zeros(4, device="meta").device.type == "meta"
assert a.new_zeros(3, dtype=torch.int64).dtype == torch.int64
assert a.new_zeros(3, requires_grad=True).requires_grad

w = torch.ones(3, requires_grad=True)
print(torch.zeros_like(w).requires_grad, w.new_zeros(3).requires_grad)
assert not torch.zeros_like(w).requires_grad
assert not w.new_zeros(3).requires_grad
