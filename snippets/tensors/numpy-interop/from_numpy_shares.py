import numpy as np
import torch

a = np.array([1, 2, 3])
t = torch.from_numpy(a)
print(t)
assert t.dtype == torch.int64  # NumPy's dtype is kept

a[0] = 100  # a write to the array shows in the tensor...
assert t[0] == 100
t[1] = 200  # ...and a write to the tensor shows in the array
assert a[1] == 200

try:
    t.resize_(5)  # the memory belongs to NumPy: the tensor cannot grow
except RuntimeError as error:
    assert "Trying to resize storage that is not resizable" in str(error)
else:
    raise AssertionError("a tensor from NumPy should not be resizable")

copied = torch.tensor(a)  # torch.tensor always copies
a[2] = 300
assert copied[2] == 3
shared = torch.as_tensor(a)  # as_tensor shares when the dtype allows it...
a[0] = 1
assert shared[0] == 1
converted = torch.as_tensor(a, dtype=torch.float32)  # ...and copies when it must
a[0] = 2
assert converted[0] == 1.0
