import warnings

import torch
from torch.utils.data import DataLoader

t = torch.ones(3)
assert not t.is_pinned()  # ordinary (pageable) host memory

if torch.accelerator.is_available():
    assert t.pin_memory().is_pinned()
else:  # a machine without a GPU, such as the one that checks this site
    try:
        t.pin_memory()
    except RuntimeError as error:
        print(error)
        # The message depends on the build, not on the release:
        if torch.version.cuda is None:  # a CPU-only build
            assert "Cannot access accelerator device when none is available" in str(
                error
            )
        else:  # a CUDA build (the default wheels) on a machine with no NVIDIA driver
            assert "Found no NVIDIA driver on your system" in str(error)
    else:
        raise AssertionError("pinned without an accelerator")

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        loader = DataLoader(torch.arange(4.0), batch_size=2, pin_memory=True)
        batch = next(iter(loader))
    assert not batch.is_pinned()  # the flag is ignored, with a warning
    assert any("no accelerator is found" in str(w.message) for w in caught)

# torch.accelerator.is_available() is True wherever torch.cuda.is_available() is:
if torch.cuda.is_available():
    assert torch.accelerator.current_accelerator().type == "cuda"
# so the memo's idiom, written with it, pins exactly where pinning is possible:
loader = DataLoader(
    torch.arange(4.0), batch_size=2, pin_memory=torch.accelerator.is_available()
)
assert next(iter(loader)).is_pinned() == torch.accelerator.is_available()
