import torch

scores = torch.tensor([0.2, 0.9])

# say which truth you mean
above = scores > 0.5
print(bool(above.any()), bool(above.all()))
assert above.any() and not above.all()

# one element has one truth value
one = torch.tensor([0.9])
print(bool(one > 0.5), round(one.item(), 2))
assert bool(one > 0.5) and one.item() > 0.5


# an optional tensor: test for None
def scale(x, weight=None):
    weight = torch.ones_like(x) if weight is None else weight
    return x * weight


assert torch.equal(scale(scores), scores)
