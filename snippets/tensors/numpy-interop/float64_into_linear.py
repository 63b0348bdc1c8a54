import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 2)
data = np.random.default_rng(0).random((4, 3))

# NumPy makes float64; the model is float32
x = torch.from_numpy(data)
print(data.dtype, x.dtype, model.weight.dtype)
# torch.tensor, torch.as_tensor keep it
assert torch.tensor(data).dtype == torch.float64
assert torch.as_tensor(data).dtype == torch.float64
try:
    model(x)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert (
        "mat1 and mat2 must have the same dtype, but got Double and Float"
        in str(error)
    )
else:
    raise AssertionError("float64 into a float32 layer should fail")
