import torch

t = torch.ones(3, device="cuda")
try:
    t.numpy()
except TypeError as error:
    print(f"TypeError: {error}")
    message = str(error)
    assert "can't convert cuda:0 device type tensor to numpy" in message
    assert "Use Tensor.cpu() to copy the tensor to host memory first" in (
        message
    )
else:
    raise AssertionError("numpy() of a CUDA tensor should fail")

# cpu() copies to host memory:
# the array has memory of its own
a = t.cpu().numpy()
a[0] = 5.0
print(a.tolist(), t.tolist())
assert t[0].item() == 1.0

out = torch.ones(3, device="cuda", requires_grad=True) * 2
# cpu() first: the copy joins the graph;
# detach() first: it does not
print(type(out.cpu().grad_fn).__name__, out.detach().cpu().grad_fn)
assert out.cpu().grad_fn is not None
assert out.detach().cpu().grad_fn is None
