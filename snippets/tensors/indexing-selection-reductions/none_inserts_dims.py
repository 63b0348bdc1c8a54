import torch

tensor = torch.arange(12).reshape(3, 4)
print(tensor[:, None].shape, tensor[:, :, None].shape, tensor[None].shape)
assert tensor[:, None].shape == (3, 1, 4)
assert tensor[:, :, None].shape == (3, 4, 1)
assert tensor[None].shape == (1, 3, 4)
assert torch.equal(tensor[:, None], tensor.unsqueeze(1))

# basic indexing: a view
v = tensor[:, None]
v[0, 0, 0] = 100
print(tensor[0])
assert tensor[0, 0] == 100
