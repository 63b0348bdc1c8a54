import torch

assert torch.cuda.is_available()
torch.manual_seed(1)  # no torch.cuda.manual_seed needed
torch.cuda.init()  # runs the seeding queued until CUDA starts
generators = torch.cuda.default_generators
assert len(generators) == torch.cuda.device_count()
assert all(g.initial_seed() == 1 for g in generators)  # every GPU
a = torch.randn(3, device="cuda")
torch.manual_seed(1)
assert torch.equal(a, torch.randn(3, device="cuda"))
