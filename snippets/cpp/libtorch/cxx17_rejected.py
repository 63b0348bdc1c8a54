import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import torch
from packaging.version import Version
from torch.utils import cpp_extension

COMPILER = shutil.which("c++") or shutil.which("g++")
INCLUDES = [f"-I{p}" for p in cpp_extension.include_paths()]

# -Wfatal-errors: stop at the first error
flags = ["-std=c++17", "-fsyntax-only", "-Wfatal-errors"]
with tempfile.TemporaryDirectory() as folder:
    source = Path(folder, "main.cpp")
    source.write_text("#include <torch/torch.h>\nint main() {}\n")
    run = subprocess.run(
        [COMPILER, *flags, *INCLUDES, "main.cpp"],
        capture_output=True,
        text=True,
        cwd=folder,
        env={**os.environ, "LC_ALL": "C"},
    )
errors = [e for e in run.stderr.splitlines() if " error: " in e]
print(errors[0].split(" error: ")[1] if errors else "compiles")
# (the page says what each release does)
if Version(torch.__version__) >= Version("2.14"):
    message = "C++20 or later compatible compiler is required"
    assert errors[0].endswith(f"#error {message} to use PyTorch.")
else:
    assert run.returncode == 0, errors
