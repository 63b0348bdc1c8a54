import subprocess
import sys

import torch
from packaging.version import Version

# A script that calls torch.jit.script, run as a reader would run it: a fresh
# Python with its default warning filters.
script = "import torch\ntorch.jit.script(torch.nn.Linear(3, 2))\n"
child = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
assert child.returncode == 0
shown = "`torch.jit.script` is deprecated" in child.stderr
print(f"torch {Version(torch.__version__).base_version}: warning shown: {shown}")

if Version(torch.__version__) >= Version("2.14"):
    assert shown and "FutureWarning" in child.stderr
else:  # a DeprecationWarning raised inside torch: hidden by the default filters
    assert not shown and child.stderr == ""
