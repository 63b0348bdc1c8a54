import warnings

import torch
import torch.nn.functional as F

torch.manual_seed(0)
N = 1000
pred = torch.randn(N, 1)
target = torch.randn(N)

diff = pred.squeeze(1) - target  # or pred.view(-1), or target[:, None]
assert diff.shape == (N,)
assert diff.numel() * diff.element_size() == 4_000  # N float32 numbers

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    F.l1_loss(pred, target)  # the loss functions warn about this mismatch
assert any(
    "Using a target size (torch.Size([1000])) that is different to the input size "
    "(torch.Size([1000, 1]))" in str(w.message)
    for w in caught
)
torch.testing.assert_close(F.l1_loss(pred.squeeze(1), target), diff.abs().mean())

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    F.mse_loss(pred, target)  # so does mse_loss...
    assert len(caught) == 1 and "Using a target size" in str(caught[0].message)
    (pred - target).abs().mean()  # ...but a hand-written loss says nothing
    assert len(caught) == 1
