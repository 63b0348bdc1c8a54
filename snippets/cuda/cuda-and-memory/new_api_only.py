import torch

# only the new API is set
torch.backends.cuda.matmul.fp32_precision = "tf32"
legacy_reads = {
    "allow_tf32": lambda: torch.backends.cuda.matmul.allow_tf32,
    "get_float32_matmul_precision": torch.get_float32_matmul_precision,
}
for name, read in legacy_reads.items():
    try:
        read()
    except RuntimeError as error:
        print(f"{name}: RuntimeError")
        assert "you have used mix of the legacy and new APIs" in str(error)
    else:
        raise AssertionError(f"{name} read back without complaint")
