import torch

assert torch.cuda.is_available()
torch.manual_seed(1)  # (1)!
torch.cuda.init()  # (2)!
generators = torch.cuda.default_generators
seeds = {g.initial_seed() for g in generators}
print("seeds of the CUDA generators:", seeds)
assert len(generators) == torch.cuda.device_count()
assert seeds == {1}
a = torch.randn(3, device="cuda")
torch.manual_seed(1)
repeated = torch.equal(a, torch.randn(3, device="cuda"))
print("same CUDA draw after reseeding:", repeated)
assert repeated
