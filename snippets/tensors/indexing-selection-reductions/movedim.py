import torch

A = torch.zeros(2, 3, 4)
print(A.movedim(0, 2).shape, A.movedim((0, 1), (2, 0)).shape)
assert A.movedim(0, 2).shape == (3, 4, 2)
assert A.movedim((0, 1), (2, 0)).shape == (3, 4, 2)
assert torch.equal(A.movedim(0, 2), A.permute(1, 2, 0))
assert torch.equal(A.moveaxis(0, 2), A.movedim(0, 2))

try:
    A.move(0, 2)
except AttributeError as error:
    print(f"AttributeError: {error}")
    assert "'Tensor' object has no attribute 'move'" in str(error)
else:
    raise AssertionError("Tensor.move should not exist")
