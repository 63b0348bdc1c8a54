import torch

doc = " ".join(torch.cuda.set_sync_debug_mode.__doc__.split())
warning = doc[doc.index("Warning:") :]
print(warning)
assert "not all synchronizing operations will trigger" in warning
assert "torch.distributed and torch.sparse namespaces" in warning
assert "are not covered yet" in warning
