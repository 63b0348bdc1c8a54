import warnings

import torch
from packaging.version import Version
from torch import nn
from torch.utils.checkpoint import checkpoint

layer = nn.Linear(4, 4)
x = torch.randn(2, 4, requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    # no use_reentrant: a warning only
    checkpoint(layer, x)

(warning,) = [w for w in caught if "use_reentrant" in str(w.message)]
message = str(warning.message)
print(f"{warning.category.__name__}: {message.split('. ')[0]}")
assert warning.category is UserWarning
assert "the use_reentrant parameter should be passed explicitly" in message
if Version(torch.__version__) >= Version("2.15"):
    assert "In a future release, calling checkpoint without" in message
else:
    # 2.13.0 and 2.14.1 name a past release
    assert "Starting in PyTorch 2.9, calling checkpoint without" in message
