import torch

x = torch.tensor([34.0, 54.0, -22.0, -9.0])
print(torch.clamp(x, min=3))
print(x.clamp(max=40))
print(x.clamp(-10, 40))
assert x.clamp(min=3).tolist() == [34.0, 54.0, 3.0, 3.0]
assert x.clamp(max=40).tolist() == [34.0, 40.0, -22.0, -9.0]
assert x.clamp(-10, 40).tolist() == [34.0, 40.0, -10.0, -9.0]
assert torch.equal(x.clamp(min=0), x.relu())
