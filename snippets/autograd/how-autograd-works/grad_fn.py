import torch

# Created by the user: a leaf.
x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
print(f"x: is_leaf={x.is_leaf}, grad_fn={x.grad_fn}")
assert x.is_leaf and x.grad_fn is None

y = x * 2  # (1)!
z = y.sum()
print(f"y: {type(y.grad_fn).__name__}, z: {type(z.grad_fn).__name__}")
assert type(y.grad_fn).__name__ == "MulBackward0"
assert type(z.grad_fn).__name__ == "SumBackward0"
assert not y.is_leaf

# A node is the operation's local
# derivative, written in advance: called
# with the gradient of its output, it
# returns one gradient per input (None
# for the constant 2).
grad_x, grad_two = y.grad_fn(torch.ones(3))
print(f"y.grad_fn(ones): {grad_x.tolist()}, {grad_two}")
assert torch.equal(grad_x, torch.tensor([2.0, 2.0, 2.0]))
assert grad_two is None

# Each node points to the nodes of its
# inputs: the graph, walked backwards.
(parent, _), *_ = z.grad_fn.next_functions
(leaf_node, _), *_ = y.grad_fn.next_functions
names = [type(n).__name__ for n in (z.grad_fn, parent, leaf_node)]
print(" -> ".join(names))
assert parent is y.grad_fn
assert type(leaf_node).__name__ == "AccumulateGrad"  # (2)!
assert leaf_node.variable is x

# AccumulateGrad adds into .grad: a
# second backward pass sums with the
# first.
z.backward(retain_graph=True)
first = x.grad.tolist()
z.backward()
print(f"x.grad: {first} after one pass, {x.grad.tolist()} after two")
assert first == [2.0, 2.0, 2.0]
assert torch.equal(x.grad, torch.tensor([4.0, 4.0, 4.0]))

# Without requires_grad, no record.
w = torch.tensor([1.0, 2.0]) * 2
print(f"w: requires_grad={w.requires_grad}, grad_fn={w.grad_fn}")
assert w.grad_fn is None and not w.requires_grad
