import torch

x = torch.tensor([1, 2, 3])
print(x.repeat(4, 2))  # (1)!
print(x.repeat(4, 2, 1).shape)
assert x.repeat(4, 2).shape == (4, 6)
assert x.repeat(4, 2, 1).shape == (4, 2, 3)

print(x.repeat(2).tolist(), x.repeat_interleave(2).tolist())
assert x.repeat(2).tolist() == [1, 2, 3, 1, 2, 3]
assert x.repeat_interleave(2).tolist() == [1, 1, 2, 2, 3, 3]
