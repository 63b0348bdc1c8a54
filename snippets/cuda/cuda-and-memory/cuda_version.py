import torch

cuda = torch.version.cuda  # (1)!
assert (cuda is not None) == torch.backends.cuda.is_built()
if cuda is None:
    assert not torch.cuda.is_available()  # a CPU-only build never sees a GPU
else:
    major, minor = (int(part) for part in cuda.split(".")[:2])
    assert major >= 11
