import torch

# Legacy flags, as a fresh interpreter starts:
assert torch.backends.cuda.matmul.allow_tf32 is False  # (1)!
assert torch.backends.cudnn.allow_tf32 is True
assert torch.get_float32_matmul_precision() == "highest"

# The same defaults through the fp32_precision API:
assert torch.backends.cuda.matmul.fp32_precision == "none"  # no TF32 for matmul
assert torch.backends.cudnn.conv.fp32_precision == "tf32"  # TF32 for convolutions
assert torch.backends.cudnn.rnn.fp32_precision == "tf32"
