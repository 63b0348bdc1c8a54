import torch

torch.manual_seed(0)
normal = torch.randn(100_000)
uniform = torch.rand(100_000)
print(
    f"randn: mean {normal.mean():.3f}, variance {normal.var():.3f}, "
    f"min {normal.min():.2f}, max {normal.max():.2f}"
)
in_range = bool(((uniform >= 0) & (uniform < 1)).all())
print(f"rand:  mean {uniform.mean():.3f}, all in [0, 1): {in_range}")
assert abs(normal.mean()) < 0.01 and abs(normal.var() - 1) < 0.01
assert normal.min() < -3 and normal.max() > 3
assert uniform.min() >= 0 and uniform.max() < 1
assert abs(uniform.mean() - 0.5) < 0.01

torch.manual_seed(0)
x = torch.randn(2, 3)
torch.manual_seed(0)
assert torch.equal(x, torch.randn((2, 3)))
torch.manual_seed(0)
u = torch.rand(2, 3)
torch.manual_seed(0)
assert torch.equal(u, torch.rand((2, 3)))
print(x.requires_grad, torch.rand(2, 3).requires_grad)
assert not x.requires_grad
assert not torch.rand(2, 3).requires_grad
