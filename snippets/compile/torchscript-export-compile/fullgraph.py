import torch


def f(x):
    y = x.sin()
    print("a Python side effect")
    return y.cos()


compiled = torch.compile(f, backend="eager", fullgraph=True)  # (1)!
try:
    compiled(torch.randn(4))
except torch._dynamo.exc.Unsupported as error:
    assert "Dynamo does not know how to trace builtin operator `print`" in str(error)
else:
    raise AssertionError("fullgraph=True compiled a graph break")
