import numpy as np
import torch

a = torch.ones(5)
b = a.numpy()
print(type(b).__name__, b.dtype)
assert isinstance(b, np.ndarray) and b.dtype == np.float32

# an in-place change shows in the array
a.add_(1)
print(b.tolist())
assert b.tolist() == [2.0] * 5

# a write to b shows in a
b[0] = -1
print(a.tolist())
assert a[0] == -1

# a new tensor: b keeps the old values
a = a + 1
print(a.tolist(), b.tolist())
assert b.tolist() == [-1.0, 2.0, 2.0, 2.0, 2.0]
assert a.tolist() == [0.0, 3.0, 3.0, 3.0, 3.0]
