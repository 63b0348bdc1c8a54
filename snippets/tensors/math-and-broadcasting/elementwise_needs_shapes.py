import torch

A = torch.ones(10, 3, 4)
B = torch.ones(10, 4, 5)
try:
    A * B
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    message = str(error)
    assert "tensor b (5) at non-singleton dimension 2" in message
else:
    raise AssertionError("A * B should fail for these shapes")

same = A * torch.full((10, 3, 4), 2.0)
row = A * torch.tensor([1.0, 2.0, 3.0, 4.0])
print(same.shape, row.shape, row[0, 0])
assert same.sum().item() == 240.0
assert row.shape == (10, 3, 4)
assert row[9, 2].tolist() == [1.0, 2.0, 3.0, 4.0]
