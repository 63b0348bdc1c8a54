import torch

x = torch.arange(6).reshape(2, 3)
t = x.t()
print(t.stride(), t.is_contiguous())
assert t.stride() == (1, 3) and not t.is_contiguous()

try:
    t.view(6)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    message = (
        "view size is not compatible with input tensor's size and stride"
    )
    assert message in str(error)
    assert "Use .reshape(...) instead." in str(error)
else:
    raise AssertionError("view() of a transposed tensor should fail")

# copy into row-major order, then view
flat = t.contiguous().view(6)
print(flat.tolist())
assert flat.tolist() == [0, 3, 1, 4, 2, 5]
