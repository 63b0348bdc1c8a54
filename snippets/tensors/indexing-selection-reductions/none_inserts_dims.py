import torch

tensor = torch.randn(3, 4)
assert tensor[:, None].shape == (3, 1, 4)  # None inserts a size-1 dimension there
assert tensor[:, :, None].shape == (3, 4, 1)
assert tensor[None].shape == (1, 3, 4)
assert torch.equal(tensor[:, None], tensor.unsqueeze(1))  # the same as unsqueeze

v = tensor[:, None]  # basic indexing: a view
v[0, 0, 0] = 100.0
assert tensor[0, 0] == 100.0
