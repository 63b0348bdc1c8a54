import warnings

import torch

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    torch.cuda.amp.GradScaler()
    torch.cuda.amp.autocast()

deprecations = [
    str(w.message) for w in caught if w.category is FutureWarning
]
for message in deprecations:
    print(f"FutureWarning: {message}")
assert deprecations == [
    "`torch.cuda.amp.GradScaler(args...)` is deprecated. "
    "Please use `torch.amp.GradScaler('cuda', args...)` instead.",
    "`torch.cuda.amp.autocast(args...)` is deprecated. "
    "Please use `torch.amp.autocast('cuda', args...)` instead.",
]

if not torch.cuda.is_available():  # (1)!
    others = [str(w.message) for w in caught if w.category is UserWarning]
    assert others == [
        "torch.cuda.amp.GradScaler is enabled, "
        "but CUDA is not available.  Disabling.",
        "CUDA is not available or torch_xla is imported. "
        "Disabling autocast.",
    ]
