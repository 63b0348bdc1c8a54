import torch

x = torch.ones(1000, device="cuda")
torch.cuda.set_sync_debug_mode("error")  # (1)!
try:
    y = (x * 2).sum()  # queued on the GPU: no sync, no error
    try:
        y.item()  # the CPU must wait for the GPU to get the value
    except RuntimeError as err:
        assert "called a synchronizing CUDA operation" in str(err)
    else:
        raise AssertionError(".item() did not synchronize")
finally:
    torch.cuda.set_sync_debug_mode("default")
