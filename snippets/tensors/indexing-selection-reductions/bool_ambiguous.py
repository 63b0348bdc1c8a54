import torch

scores = torch.tensor([0.2, 0.9])

try:
    if scores > 0.5:
        print("above")
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert (
        "Boolean value of Tensor with more than one value is ambiguous"
        in str(error)
    )
else:
    raise AssertionError("if on two values should fail")

# `or` asks for a truth value too
try:
    scores or torch.zeros(2)
except RuntimeError as error:
    assert "is ambiguous" in str(error)
else:
    raise AssertionError("or on two values should fail")
