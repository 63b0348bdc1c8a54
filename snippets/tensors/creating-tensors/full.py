import torch

t = torch.full((2, 3), 3.141592)
print(t)
print(torch.full((2,), 7))
assert t.dtype == torch.float32
assert torch.full((2,), 7).dtype == torch.int64
