import subprocess
import sys

import torch
from packaging.version import Version

# Run a script as a reader would:
# a fresh Python, default filters.
script = "import torch\ntorch.jit.script(torch.nn.Linear(3, 2))\n"
child = subprocess.run(
    [sys.executable, "-c", script], capture_output=True, text=True
)
assert child.returncode == 0
shown = "`torch.jit.script` is deprecated" in child.stderr
print(f"torch {Version(torch.__version__).base_version}, shown: {shown}")

if Version(torch.__version__) >= Version("2.14"):
    assert shown and "FutureWarning" in child.stderr
else:
    # A DeprecationWarning from torch
    # is hidden by the default filters.
    assert not shown and child.stderr == ""
