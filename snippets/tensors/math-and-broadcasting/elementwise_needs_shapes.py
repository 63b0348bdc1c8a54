import torch

A = torch.ones(10, 3, 4)
B = torch.ones(10, 4, 5)
try:
    A * B  # element-wise: shapes must match or broadcast
except RuntimeError as error:
    assert "must match the size of tensor b (5) at non-singleton dimension 2" in str(
        error
    )
else:
    raise AssertionError("A * B should fail for these shapes")

assert (A * torch.full((10, 3, 4), 2.0)).sum().item() == 240.0  # same shapes
assert (A * torch.tensor([1.0, 2.0, 3.0, 4.0])).shape == (10, 3, 4)  # broadcast
