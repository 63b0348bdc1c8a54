import warnings

import numpy as np
import torch

torch.set_warn_always(True)  # (1)!

y = torch.tensor([0, 1, 2])
x = torch.tensor([0, 1])

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    default = torch.meshgrid(y, x)  # no indexing=: warns
assert any(
    "it will be required to pass the indexing argument" in str(w.message)
    for w in caught
)

gy, gx = torch.meshgrid(y, x, indexing="ij")  # the default, said out loud
assert torch.equal(default[0], gy) and torch.equal(default[1], gx)
assert gy.shape == gx.shape == (3, 2)  # (len(y), len(x))
print(gy)
print(gx)

X, Y = torch.meshgrid(x, y, indexing="xy")  # NumPy's default: (len(y), len(x))
assert torch.equal(X, gx) and torch.equal(Y, gy)
np_x, np_y = np.meshgrid(x.numpy(), y.numpy())  # NumPy, no indexing argument
assert np.array_equal(np_x, X.numpy()) and np.array_equal(np_y, Y.numpy())

points = torch.stack([gy, gx], dim=-1).reshape(-1, 2)  # every (y, x) pair
assert points.tolist() == [[0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 1]]
