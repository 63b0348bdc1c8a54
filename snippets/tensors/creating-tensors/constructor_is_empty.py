import torch

# integers: a shape, not data
a = torch.Tensor(2, 3)
# a list: data, not a shape
b = torch.Tensor([2, 3])
print(a.shape, a.dtype)
print(b)
assert a.shape == (2, 3) and a.dtype == torch.float32
assert b.shape == (2,) and b.tolist() == [2.0, 3.0]
c = torch.Tensor(1, 2, 3, 4, 5)
assert c.shape == c.size() == (1, 2, 3, 4, 5)

assert torch.utils.deterministic.fill_uninitialized_memory
torch.use_deterministic_algorithms(True)  # (1)!
try:
    print(torch.Tensor(2, 3))
    print(torch.empty(3))
    assert torch.Tensor(2, 3).isnan().all()
    assert torch.empty(2, 3).isnan().all()
    assert not torch.zeros(2, 3).isnan().any()
finally:
    torch.use_deterministic_algorithms(False)
