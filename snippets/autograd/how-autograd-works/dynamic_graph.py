import torch


def f(x):
    # Ordinary Python control flow decides which operations are recorded.
    if x.sum() > 0:
        return x * x
    return -x


pos = torch.tensor([1.0, 2.0], requires_grad=True)
neg = torch.tensor([-1.0, -2.0], requires_grad=True)
assert type(f(pos).grad_fn).__name__ == "MulBackward0"
assert type(f(neg).grad_fn).__name__ == "NegBackward0"

f(pos).sum().backward()
f(neg).sum().backward()
assert torch.equal(pos.grad, 2 * pos.detach())  # d(x²)/dx = 2x
assert torch.equal(neg.grad, torch.tensor([-1.0, -1.0]))  # d(-x)/dx = -1

# The tensors a graph saved are freed by backward(): a second pass fails...
x = torch.tensor([1.0, 2.0], requires_grad=True)
loss = (x.exp() * x).sum()
loss.backward()
try:
    loss.backward()
except RuntimeError as error:
    assert "backward through the graph a second time" in str(error)
else:
    raise AssertionError("expected a RuntimeError")

# ...unless the first pass was asked to keep it.
x.grad = None
loss = (x.exp() * x).sum()
loss.backward(retain_graph=True)
first = x.grad.clone()
loss.backward()  # works, and adds the same gradient again
torch.testing.assert_close(x.grad, 2 * first)

# A graph that saved no tensor (addition needs none) can be walked twice anyway.
x.grad = None
total = (x + 1).sum()
total.backward()
total.backward()
torch.testing.assert_close(x.grad, torch.tensor([2.0, 2.0]))
