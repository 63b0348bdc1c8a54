import torch


def f(x):
    # `if` decides what is recorded.
    if x.sum() > 0:
        return x * x
    return -x


pos = torch.tensor([1.0, 2.0], requires_grad=True)
neg = torch.tensor([-1.0, -2.0], requires_grad=True)
pos_node = type(f(pos).grad_fn).__name__
neg_node = type(f(neg).grad_fn).__name__
print(f"f(pos): {pos_node}, f(neg): {neg_node}")
assert pos_node == "MulBackward0"
assert neg_node == "NegBackward0"

f(pos).sum().backward()
f(neg).sum().backward()
print(f"pos.grad: {pos.grad.tolist()}, neg.grad: {neg.grad.tolist()}")
# d(x²)/dx = 2x
assert torch.equal(pos.grad, 2 * pos.detach())
# d(-x)/dx = -1
assert torch.equal(neg.grad, torch.tensor([-1.0, -1.0]))

# backward() frees the tensors a graph
# saved: a second pass fails...
x = torch.tensor([1.0, 2.0], requires_grad=True)
loss = (x.exp() * x).sum()
loss.backward()
try:
    loss.backward()
except RuntimeError as error:
    print(f"RuntimeError: {str(error).split('.')[0]}")
    assert "backward through the graph a second time" in str(error)
else:
    raise AssertionError("the second backward() did not raise")

# ...unless the first pass kept them.
x.grad = None
loss = (x.exp() * x).sum()
loss.backward(retain_graph=True)
first = x.grad.clone()
# Works, and adds the gradient again:
loss.backward()
print(
    f"retain_graph=True: {[round(v, 4) for v in first.tolist()]}"
    f" then {[round(v, 4) for v in x.grad.tolist()]}"
)
torch.testing.assert_close(x.grad, 2 * first)

# A graph that saved no tensor (addition
# needs none) can be walked twice.
x.grad = None
total = (x + 1).sum()
total.backward()
total.backward()
print(f"(x + 1).sum(), twice: {x.grad.tolist()}")
torch.testing.assert_close(x.grad, torch.tensor([2.0, 2.0]))
