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

out = torch.ones(3, device="cuda", requires_grad=True) * 2
assert out.cpu().grad_fn is not None  # cpu() first: the copy joins the graph
assert out.detach().cpu().grad_fn is None  # detach() first: it does not
