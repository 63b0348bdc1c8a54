import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(10, 10), nn.ReLU(), nn.Linear(10, 1))
loss = model(torch.randn(32, 10)).pow(2).sum() * 100  # large gradients
loss.backward()


def flat_grad():
    return torch.cat([p.grad.flatten() for p in model.parameters()])


before = flat_grad()
returned = nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0, norm_type=2)
torch.testing.assert_close(returned, before.norm())  # (1)!
assert before.norm() > 1.0
after = flat_grad()
torch.testing.assert_close(after.norm(), torch.tensor(1.0))  # the norm is now 1
torch.testing.assert_close(after, before / before.norm())  # same direction

nn.utils.clip_grad_value_(parameters=model.parameters(), clip_value=0.01)
clamped = flat_grad()
assert clamped.abs().max() <= 0.01  # (2)!
torch.testing.assert_close(clamped, after.clamp(-0.01, 0.01))  # element by element
cosine = torch.dot(clamped, after) / (clamped.norm() * after.norm())
assert cosine < 0.99  # the direction has changed
