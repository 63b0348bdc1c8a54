import torch

x = torch.zeros(2, 1, 2, 1, 2)
print(x.squeeze().shape)
print(x.squeeze(1).shape)
print(x.squeeze(0).shape)
assert x.squeeze().shape == (2, 2, 2)
assert x.squeeze(1).shape == (2, 2, 1, 2)
# dim 0 has size 2: nothing to remove
assert x.squeeze(0).shape == x.shape
assert torch.equal(torch.squeeze(x), torch.zeros(2, 2, 2))

# squeeze returns a view
s = x.squeeze()
s[1, 1, 1] = 7
print(x[1, 0, 1, 0, 1].item())
assert x[1, 0, 1, 0, 1] == 7

# a size-one dim 0 does go
one = torch.zeros(1, 1, 2)
print(one.squeeze(0).shape)
assert one.squeeze(0).shape == (1, 2)
