import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(10, 10), nn.ReLU(), nn.Linear(10, 1))
# Scaled up for large gradients.
loss = model(torch.randn(32, 10)).pow(2).sum() * 100
loss.backward()


def flat_grad():
    return torch.cat([p.grad.flatten() for p in model.parameters()])


before = flat_grad()
returned = nn.utils.clip_grad_norm_(
    model.parameters(), max_norm=1.0, norm_type=2
)
after = flat_grad()
print(f"returned: {returned.item():.1f}, norm now: {after.norm():.4f}")
torch.testing.assert_close(returned, before.norm())  # (1)!
assert before.norm() > 1.0
torch.testing.assert_close(after.norm(), torch.tensor(1.0))
# Same direction: one factor for all.
torch.testing.assert_close(after, before / before.norm())

nn.utils.clip_grad_value_(parameters=model.parameters(), clip_value=0.01)
clamped = flat_grad()
cosine = torch.dot(clamped, after) / (clamped.norm() * after.norm())
print(f"largest element: {clamped.abs().max():.4f}, cosine: {cosine:.2f}")
assert clamped.abs().max() <= 0.01  # (2)!
# Element by element:
torch.testing.assert_close(clamped, after.clamp(-0.01, 0.01))
# The direction has changed.
assert cosine < 0.99
