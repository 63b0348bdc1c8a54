import warnings

import torch

torch.set_warn_always(True)  # (1)!

y = torch.tensor([0, 1, 2])
x = torch.tensor([0, 1])

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    gy, gx = torch.meshgrid(y, x)  # no indexing=: warns
assert any(
    "it will be required to pass the indexing argument" in str(w.message)
    for w in caught
)

gy, gx = torch.meshgrid(y, x, indexing="ij")  # the default, said out loud
assert gy.shape == gx.shape == (3, 2)  # (len(y), len(x))
print(gy)
print(gx)

X, Y = torch.meshgrid(x, y, indexing="xy")  # NumPy's default: (len(y), len(x))
assert torch.equal(X, gx) and torch.equal(Y, gy)

points = torch.stack([gy, gx], dim=-1).reshape(-1, 2)  # every (y, x) pair
assert points.tolist() == [[0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 1]]
