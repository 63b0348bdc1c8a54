import warnings

import torch
from torch import nn

model = nn.Linear(3, 2)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    dp = nn.DataParallel(model)
assert caught == []  # not deprecated: no warning

if not torch.cuda.is_available():  # no GPU: DataParallel just calls the module
    assert dp.device_ids == []
    x = torch.randn(4, 3)
    assert torch.equal(dp(x), model(x))

doc = " ".join(nn.DataParallel.__doc__.split())  # what its documentation says
assert (
    "It is recommended to use :class:`~torch.nn.parallel.DistributedDataParallel`, "
    "instead of this class, to do multi-GPU training, even if there is only a single "
    "node." in doc
)
assert "In each forward, :attr:`module` is **replicated** on each device" in doc
