import warnings

import torch

x = torch.ones(1000, device="cuda")
reads = {  # each needs a value on the CPU
    ".item()": lambda y: y.item(),
    ".cpu()": lambda y: y.cpu(),
    ".tolist()": lambda y: y.tolist(),
    "if tensor:": lambda y: bool(y > 0),
    "print": lambda y: str(y),
}
torch.cuda.set_sync_debug_mode("error")  # (1)!
try:
    y = (x * 2).sum()  # queued on the GPU: no sync, no error
    for name, read in reads.items():
        try:
            read(y)  # the CPU must wait for the GPU to get the value
        except RuntimeError as error:
            assert "called a synchronizing CUDA operation" in str(error), name
        else:
            raise AssertionError(f"{name} did not synchronize")

    torch.cuda.set_sync_debug_mode("warn")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert y.item() == 2000.0  # runs, and warns
    assert any(
        "called a synchronizing CUDA operation" in str(w.message) for w in caught
    )
finally:
    torch.cuda.set_sync_debug_mode("default")
assert torch.cuda.get_sync_debug_mode() == 0  # off again
