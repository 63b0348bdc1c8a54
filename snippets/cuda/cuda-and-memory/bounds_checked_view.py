import torch

small = torch.zeros(4)
try:
    small.as_strided((2**30,), (1,))
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert "out of bounds for storage of size 16" in str(error)
else:
    raise AssertionError("a view past the storage passed")

view = small.as_strided((2,), (2,))
print(view.tolist())
assert view.data_ptr() == small.data_ptr()
