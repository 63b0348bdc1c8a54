import torch


def f(x):
    y = x.sin()
    print("a Python side effect")
    return y.cos()


compiled = torch.compile(f, backend="eager", fullgraph=True)  # (1)!
try:
    compiled(torch.randn(4))
except torch._dynamo.exc.Unsupported as error:
    message = str(error)
    first, explanation = message.splitlines()[:2]
    print(f"Unsupported: {first}")
    print(" ", explanation.strip())
    assert (
        "Dynamo does not know how to trace builtin operator `print`"
        in message
    )
else:
    raise AssertionError("fullgraph=True compiled a graph break")
