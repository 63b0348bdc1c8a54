import torch

a = torch.randn(8, 8, device="cuda")
hog = []
# fill the GPU before the first product
for chunk in (2**28, 2**21):
    try:
        while True:
            hog.append(torch.empty(chunk, dtype=torch.uint8, device="cuda"))
    except torch.OutOfMemoryError:
        pass
    else:
        raise AssertionError("the GPU never ran out of memory")
try:
    a @ a
    torch.cuda.synchronize()
except RuntimeError as error:
    print(f"{type(error).__name__}: {error}")
    # a cuBLAS status is a plain RuntimeError
    assert not isinstance(error, torch.AcceleratorError)
    assert str(error) == (
        "CUDA error: CUBLAS_STATUS_ALLOC_FAILED when calling "
        "`cublasCreate(handle)`"
    )
else:
    raise AssertionError("cuBLAS started in a full GPU")
