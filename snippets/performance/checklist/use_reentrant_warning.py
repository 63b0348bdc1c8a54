import warnings

import torch
from packaging.version import Version
from torch import nn
from torch.utils.checkpoint import checkpoint

layer = nn.Linear(4, 4)
x = torch.randn(2, 4, requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    checkpoint(layer, x)  # use_reentrant not given: a warning, no exception

(warning,) = [w for w in caught if "use_reentrant" in str(w.message)]
assert warning.category is UserWarning
message = str(warning.message)
print(message.split(". ")[1])  # the sentence about what comes next
assert "the use_reentrant parameter should be passed explicitly" in message
if Version(torch.__version__) >= Version("2.15"):
    assert "In a future release, calling checkpoint without use_reentrant" in message
else:  # 2.13 and 2.14.1 still name a release that has long passed
    assert (
        "Starting in PyTorch 2.9, calling checkpoint without use_reentrant" in message
    )
