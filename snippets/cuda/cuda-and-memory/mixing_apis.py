import torch

torch.backends.cuda.matmul.allow_tf32 = True  # the legacy flag...
torch.backends.cuda.matmul.fp32_precision = "ieee"  # ...then the new API
try:
    torch.backends.cuda.matmul.allow_tf32  # reading the legacy flag now fails
except RuntimeError as error:
    assert "you have used mix of the legacy and new APIs" in str(error)
else:
    raise AssertionError("mixed TF32 settings read back without complaint")
