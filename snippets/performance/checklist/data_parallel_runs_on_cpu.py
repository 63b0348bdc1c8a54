import warnings

import torch
from torch import nn

model = nn.Linear(3, 2)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    dp = nn.DataParallel(model)
print("warnings:", len(caught))
# not deprecated: no warning
assert caught == []

# no GPU: it just calls the module
if not torch.cuda.is_available():
    assert dp.device_ids == []
    x = torch.randn(4, 3)
    assert torch.equal(dp(x), model(x))

# what its documentation says
doc = " ".join(nn.DataParallel.__doc__.split())
advice = doc[doc.index("It is recommended") :].split(". ")[0]
print(advice)
assert "DistributedDataParallel`, instead of this class" in advice
assert "even if there is only a single node" in advice
assert "In each forward, :attr:`module` is **replicated**" in doc
