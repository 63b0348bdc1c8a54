import torch

torch.manual_seed(0)
normal = torch.randn(100_000)  # standard normal: mean 0, variance 1
uniform = torch.rand(100_000)  # uniform on [0, 1)

assert abs(normal.mean()) < 0.01 and abs(normal.var() - 1) < 0.02
assert normal.min() < -3 and normal.max() > 3  # unbounded, negative values too
assert uniform.min() >= 0 and uniform.max() < 1
assert abs(uniform.mean() - 0.5) < 0.01

torch.manual_seed(0)
x = torch.randn(2, 3)
torch.manual_seed(0)
assert torch.equal(x, torch.randn((2, 3)))  # the sizes as a tuple: the same call
assert not x.requires_grad  # creation ops make tensors that need no gradient
assert not torch.rand(2, 3).requires_grad
