import torch

grad = 1e-8  # a small but real gradient
assert torch.tensor(grad, dtype=torch.float16) == 0  # underflows in float16
scaled = torch.tensor(grad * 65536, dtype=torch.float16)  # scaled first...
assert scaled > 0  # ...it survives
torch.testing.assert_close(
    scaled.float() / 65536, torch.tensor(grad), rtol=1e-3, atol=0
)
