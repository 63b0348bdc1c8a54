import torch

major, minor = torch.cuda.get_device_capability()
arch = f"sm_{major}{minor}"
built_for = torch.cuda.get_arch_list()
print(arch, built_for)
try:
    torch.ones(4, device="cuda").add_(1)
    torch.cuda.synchronize()
except RuntimeError as error:
    print(f"{type(error).__name__}: {error}")
    assert isinstance(error, torch.AcceleratorError)
    assert (
        "CUDA error: no kernel image is available for execution "
        "on the device"
    ) in str(error)
    assert arch not in built_for
else:
    # this build has kernels for this GPU
    assert arch in built_for or f"compute_{major}{minor}" in built_for
