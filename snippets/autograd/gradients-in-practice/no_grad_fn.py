import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(4, 3)

# computed with gradient tracking off
with torch.no_grad():
    loss = model(x).pow(2).mean()
print(f"loss.grad_fn: {loss.grad_fn}")
try:
    loss.backward()
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert str(error) == (
        "element 0 of tensors does not require grad "
        "and does not have a grad_fn"
    )
else:
    raise AssertionError("backward() did not raise")

# Every parameter frozen: the same error.
model.requires_grad_(False)
try:
    model(x).pow(2).mean().backward()
except RuntimeError as error:
    assert "does not require grad" in str(error)
else:
    raise AssertionError("backward() did not raise")
model.requires_grad_(True)

# Cut from the graph: .detach(), or a
# new tensor made from a Python number:
# the same error.
out = model(x)
for cut in (
    out.detach().pow(2).mean(),
    torch.tensor(out.pow(2).mean().item()),
):
    try:
        cut.backward()
    except RuntimeError as error:
        assert "does not require grad" in str(error)
    else:
        raise AssertionError("backward() did not raise")

# Forcing requires_grad on the loss hides
# the error, and trains nothing:
loss.requires_grad = True
loss.backward()
print(f"after loss.requires_grad = True: weight.grad {model.weight.grad}")
assert model.weight.grad is None
