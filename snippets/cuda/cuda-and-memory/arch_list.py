import torch

major, minor = torch.cuda.get_device_capability()
built_for = torch.cuda.get_arch_list()
print(f"GPU: sm_{major}{minor}, wheel: {built_for}")
native = f"sm_{major}{minor}" in built_for
ptx = [
    a
    for a in built_for
    if a.startswith("compute_")
    and int(a.removeprefix("compute_")) <= major * 10 + minor
]
assert native or ptx, "install a wheel built for this GPU"
y = torch.ones(4, device="cuda") + 1
assert y.sum().item() == 8.0
