import torch

torch.set_float32_matmul_precision("high")  # (1)!
assert torch.backends.cuda.matmul.allow_tf32 is True

torch.set_float32_matmul_precision("medium")
assert torch.backends.cuda.matmul.allow_tf32 is True
doc = " ".join(torch.set_float32_matmul_precision.__doc__.split())
assert '"medium", float32 matrix multiplications use the bfloat16 datatype' in doc

torch.set_float32_matmul_precision("highest")  # back to full float32
assert torch.backends.cuda.matmul.allow_tf32 is False
torch.backends.cuda.matmul.fp32_precision = "tf32"  # (2)!
torch.backends.cudnn.conv.fp32_precision = "ieee"  # no TF32 in convolutions
assert torch.backends.cuda.matmul.fp32_precision == "tf32"
assert torch.backends.cudnn.conv.fp32_precision == "ieee"
