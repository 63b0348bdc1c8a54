import numpy as np
import torch

assert isinstance(torch.Tensor, type)  # torch.Tensor is the class...
assert not isinstance(torch.tensor, type)  # ...torch.tensor a function that builds one

data = [[0.1, 1.2], [2.2, 3.1], [4.9, 5.2]]
t = torch.tensor(data)
assert type(t) is torch.Tensor
assert t.dtype == torch.float32  # the default float dtype
assert torch.tensor([1, 2]).dtype == torch.int64  # integers stay integers
assert torch.tensor(3.5).shape == ()  # a number gives a 0-d tensor

array = np.zeros(2)
from_array = torch.tensor(array)  # a NumPy array works too, and is copied:
array[0] = 5.0
assert from_array[0] == 0.0  # the tensor does not see the change
print(t)
print(torch.zeros(2, 3))  # sizes as separate integers...
assert torch.equal(torch.zeros(2, 3), torch.zeros((2, 3)))  # ...or as one tuple
