import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

layer = nn.Linear(4, 4)
x = torch.randn(2, 4, requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    checkpoint(layer, x)  # use_reentrant not given

(warning,) = [w for w in caught if "use_reentrant" in str(w.message)]
assert warning.category is UserWarning
message = str(warning.message)
assert "the use_reentrant parameter should be passed explicitly" in message
assert "Starting in PyTorch 2.9, calling checkpoint without use_reentrant" in message
