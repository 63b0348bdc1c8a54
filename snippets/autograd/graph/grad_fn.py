import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)  # created by the user
assert x.is_leaf and x.grad_fn is None

y = x * 2  # (1)!
z = y.sum()
assert type(y.grad_fn).__name__ == "MulBackward0"
assert type(z.grad_fn).__name__ == "SumBackward0"
assert not y.is_leaf

# Each node points to the nodes of its inputs: the graph, walked backwards.
(parent, _), *_ = z.grad_fn.next_functions
assert parent is y.grad_fn
(leaf_node, _), *_ = y.grad_fn.next_functions
assert type(leaf_node).__name__ == "AccumulateGrad"  # (2)!
assert leaf_node.variable is x

# Without requires_grad nothing is recorded.
w = torch.tensor([1.0, 2.0]) * 2
assert w.grad_fn is None and not w.requires_grad
