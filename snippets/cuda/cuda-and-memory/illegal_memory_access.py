import torch

small = torch.zeros(4, device="cuda")


class TooLong:
    """A buggy extension's view: 2**30 floats where 4 exist."""

    __cuda_array_interface__ = {
        "shape": (2**30,),
        "typestr": "<f4",
        "data": (small.data_ptr(), False),
        "version": 2,
    }


try:
    torch.as_tensor(TooLong(), device="cuda").sum()
    torch.cuda.synchronize()
except RuntimeError as error:
    print(f"{type(error).__name__}: {error}")
    assert isinstance(error, torch.AcceleratorError)
    assert "CUDA error: an illegal memory access was encountered" in str(
        error
    )
else:
    raise AssertionError("reading past the allocation passed")

# the context stays broken: the next call
# fails too
try:
    (torch.ones(1, device="cuda") + 1).cpu()
except RuntimeError as error:
    assert "CUDA error: an illegal memory access was encountered" in str(
        error
    )
else:
    raise AssertionError("the CUDA context survived the error")
