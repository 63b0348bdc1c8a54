import torch

x = torch.zeros(2, 1, 2, 1, 2)
assert x.squeeze().shape == (2, 2, 2)  # every size-1 dimension removed
assert x.squeeze(1).shape == (2, 2, 1, 2)  # only the one named
assert x.squeeze(0).shape == x.shape  # dim 0 has size 2: nothing to remove

s = x.squeeze()
s[1, 1, 1] = 7  # squeeze returns a view
assert x[1, 0, 1, 0, 1] == 7

one = torch.zeros(1, 1, 2)
assert one.squeeze(0).shape == (1, 2)  # but a size-1 dim 0 does go
