import warnings

import torch
from torch.utils.data import DataLoader

t = torch.ones(3)
# ordinary (pageable) host memory
assert not t.is_pinned()

if torch.accelerator.is_available():
    assert t.pin_memory().is_pinned()
else:
    # no accelerator means no CUDA
    assert not torch.cuda.is_available()
    try:
        t.pin_memory()
    except RuntimeError as error:
        print("pin_memory(): RuntimeError")
        # the message depends on the build
        if torch.version.cuda is None:
            # a CPU-only build
            expected = "Cannot access accelerator device when none"
        else:
            # a CUDA build, no NVIDIA driver
            expected = "Found no NVIDIA driver on your system"
        assert expected in str(error)
    else:
        raise AssertionError("pinned without an accelerator")

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        loader = DataLoader(
            torch.arange(4.0), batch_size=2, pin_memory=True
        )
        batch = next(iter(loader))
    (warning,) = [w for w in caught if "pin_memory" in str(w.message)]
    print(f"{warning.category.__name__}: {warning.message}")
    print("batch pinned:", batch.is_pinned())
    assert "no accelerator is found" in str(warning.message)
    # the flag is ignored
    assert not batch.is_pinned()

# pin exactly where pinning works
pin = torch.accelerator.is_available()
loader = DataLoader(torch.arange(4.0), batch_size=2, pin_memory=pin)
assert next(iter(loader)).is_pinned() == pin
