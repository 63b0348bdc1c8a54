import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(10, 10), nn.ReLU(), nn.Linear(10, 1))
loss = model(torch.randn(32, 10)).pow(2).sum() * 100  # large gradients
loss.backward()


def total_norm(params):
    return torch.linalg.vector_norm(torch.stack([p.grad.norm() for p in params])).item()


before = total_norm(model.parameters())
returned = nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0, norm_type=2)
assert abs(returned.item() - before) < 1e-3 * before  # (1)!
assert before > 1.0
assert abs(total_norm(model.parameters()) - 1.0) < 1e-4  # the norm is now 1

nn.utils.clip_grad_value_(parameters=model.parameters(), clip_value=0.01)
assert all(p.grad.abs().max() <= 0.01 for p in model.parameters())  # (2)!
