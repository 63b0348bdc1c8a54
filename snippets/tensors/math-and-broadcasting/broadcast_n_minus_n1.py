import warnings

import torch
import torch.nn.functional as F

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

# F.mse_loss broadcasts too, and only warns
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    mse = F.mse_loss(pred, target)
(warning,) = [w for w in caught if w.category is UserWarning]
assert "Using a target size" in str(warning.message)
right_mse = F.mse_loss(pred.squeeze(1), target)
print(f"mse_loss {mse:.4f}, right mse_loss {right_mse:.4f}")
torch.testing.assert_close(mse, (diff**2).mean())
assert not torch.isclose(mse, right_mse)
