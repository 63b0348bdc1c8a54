import torch

# a meta tensor has shapes, no data: like
# a CUDA tensor, nothing in host memory
t = torch.ones(3, device="meta")
try:
    t.numpy()
except TypeError as error:
    print(f"TypeError: {error}")
    assert str(error) == (
        "can't convert meta device type tensor to numpy. "
        "Use Tensor.cpu() to copy the tensor to host memory first."
    )
else:
    raise AssertionError("numpy() of a meta tensor should fail")
