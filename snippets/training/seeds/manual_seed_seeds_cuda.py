import torch

assert torch.cuda.is_available()
torch.manual_seed(1)  # no torch.cuda.manual_seed needed
assert torch.cuda.initial_seed() == 1
a = torch.randn(3, device="cuda")
torch.manual_seed(1)
assert torch.equal(a, torch.randn(3, device="cuda"))
