import warnings

import torch

x = torch.ones(1000, device="cuda")
# each of these needs a value on the CPU
reads = {
    ".item()": lambda y: y.item(),
    ".cpu()": lambda y: y.cpu(),
    ".tolist()": lambda y: y.tolist(),
    "if tensor:": lambda y: bool(y > 0),
    "print": lambda y: str(y),
}
torch.cuda.set_sync_debug_mode("error")  # (1)!
try:
    # queued on the GPU: no sync, no error
    y = (x * 2).sum()
    for name, read in reads.items():
        try:
            # the CPU waits for the GPU
            read(y)
        except RuntimeError as error:
            message = str(error)
            assert "called a synchronizing CUDA operation" in message, name
        else:
            raise AssertionError(f"{name} did not synchronize")

    torch.cuda.set_sync_debug_mode("warn")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        # runs, and warns
        assert y.item() == 2000.0
    assert any(
        "called a synchronizing CUDA operation" in str(w.message)
        for w in caught
    )
finally:
    torch.cuda.set_sync_debug_mode("default")
# off again
assert torch.cuda.get_sync_debug_mode() == 0

# .numpy() refuses a GPU tensor outright
try:
    y.numpy()
except TypeError as error:
    assert "Use Tensor.cpu() to copy the tensor" in str(error)
else:
    raise AssertionError(".numpy() worked on a GPU tensor")
