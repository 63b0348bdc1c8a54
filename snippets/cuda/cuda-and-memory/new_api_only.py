import torch

matmul = torch.backends.cuda.matmul
legacy_reads = {
    "allow_tf32": lambda: matmul.allow_tf32,
    "get_float32_matmul_precision": torch.get_float32_matmul_precision,
}

# "ieee" agrees with the legacy defaults:
# they read back
matmul.fp32_precision = "ieee"
print(matmul.allow_tf32, torch.get_float32_matmul_precision())
assert matmul.allow_tf32 is False
assert torch.get_float32_matmul_precision() == "highest"

# "tf32" contradicts them: reading raises
matmul.fp32_precision = "tf32"
for name, read in legacy_reads.items():
    try:
        read()
    except RuntimeError as error:
        print(f"{name}: RuntimeError")
        assert "you have used mix of the legacy and new APIs" in str(error)
    else:
        raise AssertionError(f"{name} read back without complaint")
