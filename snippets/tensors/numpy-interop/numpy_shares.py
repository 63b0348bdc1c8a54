import numpy as np
import torch

a = torch.ones(5)
b = a.numpy()
assert isinstance(b, np.ndarray) and b.dtype == np.float32

a.add_(1)  # an in-place change to the tensor shows in the array...
assert b.tolist() == [2.0] * 5
b[0] = -1  # ...and a write to the array shows in the tensor
assert a[0] == -1

a = a + 1  # not in place: a new tensor, the array keeps the old memory
assert b[1] == 2.0
