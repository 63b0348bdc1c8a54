import warnings

import torch

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        torch.cuda.reset_max_memory_allocated()
    except (AttributeError, RuntimeError):  # (1)!
        assert not torch.cuda.is_available()
    else:
        assert torch.cuda.is_available()

(warning,) = caught
print(f"{warning.category.__name__}: {warning.message}")
assert warning.category is FutureWarning
assert str(warning.message) == (
    "torch.cuda.reset_max_memory_allocated now calls "
    "torch.cuda.reset_peak_memory_stats, which resets /all/ peak memory "
    "stats."
)
