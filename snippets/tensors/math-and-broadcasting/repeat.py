import torch

x = torch.tensor([1, 2, 3])
print(x.repeat(4, 2))  # (1)!
assert x.repeat(4, 2, 1).size() == (4, 2, 3)
assert x.repeat(2).tolist() == [1, 2, 3, 1, 2, 3]  # whole tensor, not each element
assert x.repeat_interleave(2).tolist() == [1, 1, 2, 2, 3, 3]  # each element
