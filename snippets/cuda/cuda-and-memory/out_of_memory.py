import torch

total = torch.cuda.get_device_properties(0).total_memory
try:
    # one tensor 1 GiB larger than the GPU
    torch.empty(total + 2**30, dtype=torch.uint8, device="cuda")
except torch.OutOfMemoryError as error:
    print(f"torch.OutOfMemoryError: {error}")
    assert "CUDA out of memory. Tried to allocate" in str(error)
    assert isinstance(error, RuntimeError)
    assert torch.cuda.OutOfMemoryError is torch.OutOfMemoryError
else:
    raise AssertionError("more than the GPU's memory was allocated")
