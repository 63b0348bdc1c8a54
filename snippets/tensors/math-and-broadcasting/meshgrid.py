import warnings

import numpy as np
import torch

torch.set_warn_always(True)  # (1)!

y = torch.tensor([0, 1, 2])
x = torch.tensor([0, 1])

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    default = torch.meshgrid(y, x)
(warning,) = [w for w in caught if "indexing argument" in str(w.message)]
message = str(warning.message).split(" (Triggered")[0]
print(f"{warning.category.__name__}: {message}")
assert "it will be required to pass the indexing argument" in message

gy, gx = torch.meshgrid(y, x, indexing="ij")
print(gy)
print(gx)
assert torch.equal(default[0], gy) and torch.equal(default[1], gx)
assert gy.shape == gx.shape == (3, 2)

# NumPy's default: (len(y), len(x))
X, Y = torch.meshgrid(x, y, indexing="xy")
assert torch.equal(X, gx) and torch.equal(Y, gy)
np_x, np_y = np.meshgrid(x.numpy(), y.numpy())
assert np.array_equal(np_x, X.numpy())
assert np.array_equal(np_y, Y.numpy())

# every (y, x) pair
points = torch.stack([gy, gx], dim=-1).reshape(-1, 2)
print(points.tolist())
assert points.tolist() == [[0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 1]]

# the default again: at most one warning
torch.set_warn_always(False)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    torch.meshgrid(y, x)
    torch.meshgrid(y, x)
assert len(caught) <= 1
