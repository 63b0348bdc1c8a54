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

# Without a bias, or with @, the product is
# another operator, worded otherwise
products = {
    "Linear(bias=False)": nn.Linear(3, 2, bias=False),
    "x @ weight.T": lambda x: x @ model.weight.T,
}
for name, product in products.items():
    try:
        product(x)
    except RuntimeError as error:
        print(f"{name}: RuntimeError: {error}")
        assert (
            "expected m1 and m2 to have the same dtype, "
            "but got: double != float"
        ) in str(error)
    else:
        raise AssertionError(f"{name} took float64")
