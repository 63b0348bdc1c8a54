import torch

cuda = torch.version.cuda  # (1)!
print(torch.__version__, cuda)
assert (cuda is not None) == torch.backends.cuda.is_built()
if cuda is None:
    # a CPU-only build never sees a GPU
    assert not torch.cuda.is_available()
else:
    major, minor = (int(part) for part in cuda.split(".")[:2])
    assert major >= 11
