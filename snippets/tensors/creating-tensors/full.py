import torch

t = torch.full((2, 3), 3.141592)
assert t.dtype == torch.float32  # from the fill value
assert torch.full((2,), 7).dtype == torch.int64  # an int fills an int tensor
print(t)
