import torch

doc = " ".join(torch.cuda.set_sync_debug_mode.__doc__.split())
assert "not all synchronizing operations will trigger warning or error" in doc
assert "torch.distributed and torch.sparse namespaces are not covered yet" in doc
