import torch

matmul = torch.backends.cuda.matmul
for precision in ["high", "medium", "highest"]:  # (1)!
    torch.set_float32_matmul_precision(precision)
    print(f"{precision}: allow_tf32 = {matmul.allow_tf32}")
    assert matmul.allow_tf32 is (precision != "highest")

doc = " ".join(torch.set_float32_matmul_precision.__doc__.split())
assert "TensorFloat32 datatype (10 mantissa bits explicitly stored)" in doc
assert (
    '"medium", float32 matrix multiplications use the bfloat16 datatype'
    in doc
)

matmul.fp32_precision = "tf32"  # (2)!
torch.backends.cudnn.conv.fp32_precision = "ieee"
conv = torch.backends.cudnn.conv.fp32_precision
print(f"matmul: {matmul.fp32_precision}, conv: {conv}")
assert matmul.fp32_precision == "tf32" and conv == "ieee"
