import warnings

import torch
import torch.nn.functional as F

torch.manual_seed(0)
N = 1000
pred = torch.randn(N, 1)
target = torch.randn(N)

diff = pred.squeeze(1) - target  # (1)!
print(diff.shape, diff.numel() * diff.element_size())
assert diff.shape == (N,)
assert diff.numel() * diff.element_size() == 4_000
assert torch.equal(pred.view(-1) - target, diff)
assert torch.equal((pred - target[:, None]).squeeze(1), diff)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    F.l1_loss(pred, target)
(warning,) = caught
print(f"{warning.category.__name__}: {warning.message}")
assert (
    "Using a target size (torch.Size([1000])) that is different to "
    "the input size (torch.Size([1000, 1]))" in str(warning.message)
)
right = F.l1_loss(pred.squeeze(1), target)
torch.testing.assert_close(right, diff.abs().mean())

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    F.mse_loss(pred, target)
    assert len(caught) == 1
    assert "Using a target size" in str(caught[0].message)
    (pred - target).abs().mean()
    assert len(caught) == 1
