import warnings

import torch

torch.set_warn_always(True)  # (1)!
x = torch.zeros(5, 2, 3, 4)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    reversed_dims = x.T  # still works, for now...
assert reversed_dims.shape == (4, 3, 2, 5)
assert any(
    issubclass(w.category, UserWarning)
    and "The use of `x.T` on tensors of dimension other than 2 to reverse their shape "
    "is deprecated and it will throw an error in a future release"
    in str(w.message)
    for w in caught
)

assert x.mT.shape == (5, 2, 4, 3)  # transpose the last two dims of a batch
assert torch.equal(x.mT, x.transpose(-2, -1))
assert torch.equal(x.permute(3, 2, 1, 0), reversed_dims)  # reverse all dims
assert torch.equal(x.permute(*torch.arange(x.ndim - 1, -1, -1)), reversed_dims)
