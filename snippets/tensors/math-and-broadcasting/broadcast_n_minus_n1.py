import torch

torch.manual_seed(0)
N = 1000
# one output per sample, one label each
pred = torch.randn(N, 1)
target = torch.randn(N)

diff = pred - target  # (1)!
print(diff.shape, diff.numel() * diff.element_size())
assert diff.shape == (N, N)
assert diff.numel() * diff.element_size() == 4_000_000

loss = diff.abs().mean()
right = (pred.squeeze(1) - target).abs().mean()
print(f"loss {loss:.4f}, right loss {right:.4f}")
assert not torch.isclose(loss, right)
