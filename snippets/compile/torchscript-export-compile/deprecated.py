import tempfile
import warnings
from pathlib import Path

import torch
from packaging.version import Version
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 2)
x = torch.randn(1, 3)

with (
    warnings.catch_warnings(record=True) as caught,
    tempfile.TemporaryDirectory() as folder,
):
    warnings.simplefilter("always")
    scripted = torch.jit.script(model)
    traced = torch.jit.trace(model, x)
    scripted.save(Path(folder, "linear.pt"))
    loaded = torch.jit.load(Path(folder, "linear.pt"))

# DeprecationWarning on 2.13,
# FutureWarning on 2.14.1 and 2.15.0.
if Version(torch.__version__) >= Version("2.14"):
    category = FutureWarning
else:
    category = DeprecationWarning
messages = {str(w.message) for w in caught if w.category is category}
for message in sorted(messages):
    print(message)
assert messages >= {
    "`torch.jit.script` is deprecated. Please switch to `torch.compile` "
    "or `torch.export`.",
    "`torch.jit.trace` is deprecated. Please switch to `torch.compile` "
    "or `torch.export`.",
    "`torch.jit.load` is deprecated. Please switch to `torch.export`.",
}
# Deprecated, but still working:
same = torch.equal(loaded(x), model(x))
print("the loaded model still works:", same)
assert same
