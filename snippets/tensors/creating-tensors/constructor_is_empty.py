import torch

a = torch.Tensor(1, 2, 3, 4, 5)  # integers: a shape, not data
assert a.shape == (1, 2, 3, 4, 5)
assert a.size() == a.shape
assert a.dtype == torch.float32

b = torch.Tensor([2, 3])  # a list: data, not a shape
assert b.shape == (2,)
assert b.tolist() == [2.0, 3.0]
assert torch.Tensor(2, 3).shape == (2, 3)  # the same numbers without brackets

# In deterministic mode PyTorch fills memory it leaves uninitialized with NaN, so
# whatever torch.Tensor(sizes) allocates shows up, just as torch.empty's does:
assert torch.utils.deterministic.fill_uninitialized_memory  # on by default
torch.use_deterministic_algorithms(True)  # (1)!
try:
    assert torch.Tensor(2, 3).isnan().all()
    assert torch.empty(2, 3).isnan().all()
    assert not torch.zeros(2, 3).isnan().any()  # creation ops that fill are unaffected
finally:
    torch.use_deterministic_algorithms(False)
