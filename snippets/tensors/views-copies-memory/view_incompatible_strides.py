import torch

x = torch.arange(6).reshape(2, 3)
t = x.t()  # a non-contiguous view: strides (1, 3)

try:
    t.view(6)
except RuntimeError as error:
    assert "view size is not compatible with input tensor's size and stride" in str(
        error
    )
else:
    raise AssertionError("view() of a transposed tensor should fail")

flat = t.contiguous().view(6)  # copy into row-major order first, then view
assert flat.tolist() == [0, 3, 1, 4, 2, 5]
