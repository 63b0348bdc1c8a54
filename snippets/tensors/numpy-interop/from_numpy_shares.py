import numpy as np
import torch

a = np.array([1, 2, 3])
t = torch.from_numpy(a)
print(t, t.dtype)
assert t.dtype == torch.int64

# a write to a shows in t
a[0] = 100
# and one to t shows in a
t[1] = 200
print(t.tolist(), a.tolist())
assert t[0] == 100
assert a[1] == 200

# NumPy owns the memory: no growing
try:
    t.resize_(5)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert "Trying to resize storage that is not resizable" in str(error)
else:
    raise AssertionError("a tensor from NumPy should not be resizable")

# torch.tensor always copies
copied = torch.tensor(a)
# as_tensor shares when the dtype allows
shared = torch.as_tensor(a)
# and copies when it must
converted = torch.as_tensor(a, dtype=torch.float32)
a[2] = 300
print(copied.tolist(), shared.tolist(), converted.tolist())
assert copied[2] == 3
assert shared[2] == 300
assert converted[2] == 3.0
