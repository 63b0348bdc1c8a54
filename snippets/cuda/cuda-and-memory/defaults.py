import torch

# The legacy flags in a fresh interpreter
matmul = torch.backends.cuda.matmul.allow_tf32  # (1)!
cudnn = torch.backends.cudnn.allow_tf32
precision = torch.get_float32_matmul_precision()
print(f"allow_tf32: matmul {matmul}, cudnn {cudnn}")
print(f"float32 matmul precision: {precision}")
assert matmul is False and cudnn is True
assert precision == "highest"

# The same defaults, through fp32_precision
settings = {
    "matmul": torch.backends.cuda.matmul.fp32_precision,
    "conv": torch.backends.cudnn.conv.fp32_precision,
    "rnn": torch.backends.cudnn.rnn.fp32_precision,
}
print("fp32_precision:", settings)
assert settings == {"matmul": "none", "conv": "tf32", "rnn": "tf32"}
