import inspect
import warnings

import torch
from torch import nn

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    import fvcore.nn
    from fvcore.nn import focal_loss, jit_analysis

future = [w for w in caught if w.category is FutureWarning]
print(f"importing fvcore.nn: {len(future)} FutureWarnings")
print(future[0].message)

assert future
deprecated = "`torch.jit.script` is deprecated"
assert all(deprecated in str(w.message) for w in future)
# fvcore scripts its focal loss on import
assert "torch.jit.script(" in inspect.getsource(focal_loss)

# the count itself traces, and does not warn
model = nn.Sequential(nn.Conv2d(3, 8, 3), nn.ReLU())
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    flops = fvcore.nn.FlopCountAnalysis(model, torch.randn(1, 3, 8, 8))
    flops.total()
print(f"warnings during the count: {len(caught)}")
assert caught == []
assert "_get_trace_graph(" in inspect.getsource(jit_analysis)
