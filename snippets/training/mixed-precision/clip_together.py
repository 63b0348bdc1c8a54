import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
z = torch.tensor([2.0, 3.0], requires_grad=True)
(torch.sum(x) + torch.sum(z)).backward()
torch.nn.utils.clip_grad_norm_([x, z], 1.0)  # one norm over all four elements
torch.testing.assert_close(x.grad, torch.tensor([0.5, 0.5]))  # 1 / norm 2
torch.testing.assert_close(z.grad, torch.tensor([0.5, 0.5]))
