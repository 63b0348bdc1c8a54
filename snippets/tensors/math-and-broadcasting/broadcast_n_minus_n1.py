import torch

torch.manual_seed(0)
N = 1000
pred = torch.randn(N, 1)  # a regression head: one output per sample
target = torch.randn(N)  # the labels: one per sample

diff = pred - target  # (1)!
assert diff.shape == (N, N)  # not (N,)
assert diff.numel() * diff.element_size() == 4_000_000  # 4 MB instead of 4 kB

loss = diff.abs().mean()  # runs without any error, and is wrong
right = (pred.squeeze(1) - target).abs().mean()
assert not torch.isclose(loss, right)
