import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
logits = torch.randn(2, 3, 4, 4)  # (1)!
mask = np.random.default_rng(0).integers(0, 3, (2, 4, 4))
target = torch.tensor(mask, dtype=torch.float32)  # (2)!

try:
    nn.CrossEntropyLoss()(logits, target)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert "expected target dtype to be Long or Byte, but got Float" in str(
        error
    )
else:
    raise AssertionError("the loss did not raise")

# NLLLoss refuses float class indices the
# same way
log_probs = torch.log_softmax(logits, dim=1)
try:
    nn.NLLLoss()(log_probs, target)
except RuntimeError as error:
    assert "expected target dtype to be Long or Byte, but got Float" in str(
        error
    )
else:
    raise AssertionError("NLLLoss did not raise")
