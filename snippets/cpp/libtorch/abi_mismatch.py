import os
import re
import shutil
import subprocess
import tempfile
import textwrap
from pathlib import Path

from torch.utils import cpp_extension

COMPILER = shutil.which("c++") or shutil.which("g++")
INCLUDES = [f"-I{p}" for p in cpp_extension.include_paths()]
(LIB,) = cpp_extension.library_paths()
LINK = [f"-L{LIB}", "-ltorch", "-ltorch_cpu", "-lc10"]
# LC_ALL=C: plain quotes in the messages
ENV = {**os.environ, "LC_ALL": "C"}

# The old ABI, against a wheel built with
# the new one: compile, then link
flags = ["-std=c++20", "-D_GLIBCXX_USE_CXX11_ABI=0", *INCLUDES]
with tempfile.TemporaryDirectory() as folder:
    Path(folder, "main.cpp").write_text("""\
#include <torch/torch.h>
int main() { TORCH_CHECK(torch::ones({2}).numel() == 2, "size"); }
""")
    compiled = subprocess.run(
        [COMPILER, *flags, "-c", "main.cpp", "-o", "main.o"],
        capture_output=True,
        text=True,
        cwd=folder,
        env=ENV,
    )
    linked = subprocess.run(
        [COMPILER, "main.o", "-o", "main", *LINK],
        capture_output=True,
        text=True,
        cwd=folder,
        env=ENV,
    )
undefined = re.findall(r"undefined reference to `([^']+)'", linked.stderr)
(check,) = {u for u in undefined if "torchCheckFail" in u}
print(f"compiles: {compiled.returncode == 0}")
print(f"links: {linked.returncode == 0}")
print("undefined reference to")
print(textwrap.fill(check, 72, initial_indent="  ", subsequent_indent="  "))
assert compiled.returncode == 0, compiled.stderr
assert linked.returncode != 0
assert check.startswith("c10::detail::torchCheckFail(")
assert check.endswith("std::string const&)")

# libc10.so has the function under its
# C++11-ABI name (with std::__cxx11), not
# under the old one (std::string is "Ss")
library = (Path(LIB) / "libc10.so").read_bytes()
name = b"_ZN3c106detail14torchCheckFailEPKcS2_jRK"
new_abi = name + b"NSt7__cxx1112basic_string" in library
old_abi = name + b"Ss" in library
print(f"in libc10.so, C++11 ABI: {new_abi}, old ABI: {old_abi}")
assert new_abi and not old_abi
