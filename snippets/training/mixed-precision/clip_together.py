import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
z = torch.tensor([2.0, 3.0], requires_grad=True)
(torch.sum(x) + torch.sum(z)).backward()
# One norm over all four elements: 2.
torch.nn.utils.clip_grad_norm_([x, z], 1.0)
print([round(g, 4) for g in x.grad.tolist() + z.grad.tolist()])
torch.testing.assert_close(x.grad, torch.tensor([0.5, 0.5]))
torch.testing.assert_close(z.grad, torch.tensor([0.5, 0.5]))
