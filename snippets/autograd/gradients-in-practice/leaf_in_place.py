import torch

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
(w**2).sum().backward()

# a manual SGD step, recorded by autograd
try:
    w -= 0.1 * w.grad
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert str(error) == (
        "a leaf Variable that requires grad is being used "
        "in an in-place operation."
    )
else:
    raise AssertionError("the in-place update did not raise")

# writing into a slice: a view of the leaf
try:
    w[0] = 0.0
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert str(error) == (
        "a view of a leaf Variable that requires grad is being used "
        "in an in-place operation."
    )
else:
    raise AssertionError("the slice assignment did not raise")
