import torch

x = torch.tensor([2.0, 4.0, 0.5])
print(x.reciprocal(), torch.tensor(0.0).reciprocal())
assert x.reciprocal().tolist() == [0.5, 0.25, 2.0]
assert torch.tensor(0.0).reciprocal().item() == float("inf")

# 1 + 1e-10 rounds to 1 in float32
small = torch.tensor(1e-10)
print(torch.log(1 + small), torch.log1p(small))
assert torch.log(1 + small).item() == 0.0
torch.testing.assert_close(torch.log1p(small), small)
torch.testing.assert_close(torch.log1p(x), torch.log(1 + x))
