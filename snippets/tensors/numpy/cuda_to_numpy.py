import torch

t = torch.ones(3, device="cuda")
try:
    t.numpy()  # NumPy arrays live in host memory
except TypeError as error:
    assert "can't convert cuda:0 device type tensor to numpy" in str(error)
    assert "Use Tensor.cpu() to copy the tensor to host memory first" in str(error)
else:
    raise AssertionError("numpy() of a CUDA tensor should fail")

a = t.cpu().numpy()  # cpu() copies to host memory...
a[0] = 5.0
assert t[0].item() == 1.0  # ...so the array does not share the CUDA memory
