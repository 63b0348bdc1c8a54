import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)  # created by the user
assert x.is_leaf and x.grad_fn is None

y = x * 2  # (1)!
z = y.sum()
assert type(y.grad_fn).__name__ == "MulBackward0"
assert type(z.grad_fn).__name__ == "SumBackward0"
assert not y.is_leaf

# A node is the operation's local derivative, written in advance: called with
# the gradient of its output, it returns one gradient per input (None for the 2).
grad_x, grad_two = y.grad_fn(torch.ones(3))
assert torch.equal(grad_x, torch.tensor([2.0, 2.0, 2.0])) and grad_two is None

# Each node points to the nodes of its inputs: the graph, walked backwards.
(parent, _), *_ = z.grad_fn.next_functions
assert parent is y.grad_fn
(leaf_node, _), *_ = y.grad_fn.next_functions
assert type(leaf_node).__name__ == "AccumulateGrad"  # (2)!
assert leaf_node.variable is x

# AccumulateGrad adds into .grad: a second backward pass sums with the first.
z.backward(retain_graph=True)
assert torch.equal(x.grad, torch.tensor([2.0, 2.0, 2.0]))
z.backward()
assert torch.equal(x.grad, torch.tensor([4.0, 4.0, 4.0]))

# Without requires_grad nothing is recorded.
w = torch.tensor([1.0, 2.0]) * 2
assert w.grad_fn is None and not w.requires_grad
