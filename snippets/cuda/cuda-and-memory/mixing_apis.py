import torch

# the legacy flag, then the new API
torch.backends.cuda.matmul.allow_tf32 = True
torch.backends.cuda.matmul.fp32_precision = "ieee"
try:
    torch.backends.cuda.matmul.allow_tf32
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert "you have used mix of the legacy and new APIs" in str(error)
else:
    raise AssertionError("mixed TF32 settings read back without complaint")
