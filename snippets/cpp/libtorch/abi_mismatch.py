import os
import re
import shutil
import subprocess
from pathlib import Path

from torch.utils import cpp_extension

COMPILER = shutil.which("c++") or shutil.which("g++")
INCLUDES = [f"-I{p}" for p in cpp_extension.include_paths()]
(LIB,) = cpp_extension.library_paths()
LINK = [f"-L{LIB}", "-ltorch", "-ltorch_cpu", "-lc10"]

Path("main.cpp").write_text("""\
#include <torch/torch.h>
int main() { TORCH_CHECK(torch::ones({2}).numel() == 2, "size"); }
""")
# the old ABI, against a wheel built
# with the new one
flags = ["-std=c++20", "-D_GLIBCXX_USE_CXX11_ABI=0", *INCLUDES]
run = subprocess.run(
    [COMPILER, *flags, "main.cpp", "-o", "main", *LINK],
    capture_output=True,
    text=True,
    env={**os.environ, "LC_ALL": "C"},
)
undefined = re.findall(r"undefined reference to `([^']+)'", run.stderr)
(check,) = {u for u in undefined if "torchCheckFail" in u}
print(f"links: {run.returncode == 0}")
print(f"undefined reference to {check}")
assert run.returncode != 0
assert check.startswith("c10::detail::torchCheckFail(")
assert check.endswith("std::string const&)")
