import torch

out = torch.clamp(torch.tensor([34.0, 54.0, -22.0, -9.0]), min=3)
print(out)
x = torch.tensor([34.0, 54.0, -22.0, -9.0])
assert x.clamp(max=40).tolist() == [34.0, 40.0, -22.0, -9.0]
assert x.clamp(-10, 40).tolist() == [34.0, 40.0, -10.0, -9.0]
assert torch.equal(x.clamp(min=0), x.relu())
