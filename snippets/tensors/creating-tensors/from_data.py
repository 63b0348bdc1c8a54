import numpy as np
import torch

# torch.Tensor is the class,
# torch.tensor a function building one
assert isinstance(torch.Tensor, type)
assert not isinstance(torch.tensor, type)

data = [[0.1, 1.2], [2.2, 3.1], [4.9, 5.2]]
t = torch.tensor(data)
print(t)
print(t.dtype, torch.tensor([1, 2]).dtype, torch.tensor(3.5).shape)
assert type(t) is torch.Tensor
assert t.dtype == torch.float32
assert torch.tensor([1, 2]).dtype == torch.int64
assert torch.tensor(3.5).shape == ()

array = np.zeros(2)
from_array = torch.tensor(array)
array[0] = 5.0
print(from_array)
assert from_array.tolist() == [0.0, 0.0]
assert from_array.dtype == torch.float64

print(torch.zeros(2, 3))
assert torch.equal(torch.zeros(2, 3), torch.zeros((2, 3)))
