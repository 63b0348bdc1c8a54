import torch

x = torch.tensor([2.0, 4.0, 0.5])
assert x.reciprocal().tolist() == [0.5, 0.25, 2.0]  # 1 / x
assert torch.tensor(0.0).reciprocal().item() == float("inf")  # no error at 0

small = torch.tensor(1e-10)
assert torch.log(1 + small).item() == 0.0  # 1 + 1e-10 rounds to 1 in float32
torch.testing.assert_close(torch.log1p(small), small)  # log(1 + x) ≈ x, kept
torch.testing.assert_close(torch.log1p(x), torch.log(1 + x))  # same when x is large
