import os
import shutil
import subprocess
import tempfile
import textwrap
from pathlib import Path

from torch.utils import cpp_extension

COMPILER = shutil.which("c++") or shutil.which("g++")
INCLUDES = [f"-I{p}" for p in cpp_extension.include_paths()]


def errors(source):
    """The compiler's error lines for a program."""
    cmd = [COMPILER, "-std=c++20", "-fsyntax-only"]
    # LC_ALL=C: plain quotes in the messages
    env = {**os.environ, "LC_ALL": "C"}
    with tempfile.TemporaryDirectory() as folder:
        Path(folder, "check.cpp").write_text(source)
        run = subprocess.run(
            [*cmd, *INCLUDES, "check.cpp"],
            capture_output=True,
            text=True,
            cwd=folder,
            env=env,
        )
    lines = run.stderr.splitlines()
    return [
        line.split(" error: ")[1] for line in lines if " error: " in line
    ]


# Three fragments as the notes write them
SEED = """\
#include <torch/torch.h>
int main() {
  auto c = torch::arange(1, 13);
  auto part = c.index({Slice(1, 3)});
  torch::Tensor tensor_rand = torch::rand({2, 3})
  std::cout << at::size(tensor_rand, 0) << std::endl;
  torch::Device device(torch::kCPU);
  device = torch.device('cuda' if torch.cuda.is_available() else 'cpu')
}
"""
# and the registration behind the notes'
# RegisterOperators error, in the old
# style: one file, compiled once
REGISTER = """\
#include <torch/script.h>
torch::Tensor twice(torch::Tensor x) { return x * 2; }
static torch::jit::RegisterOperators reg("practices::twice", &twice);
"""
found = errors(SEED + REGISTER)
for error in found:
    print(textwrap.fill(error, 76, subsequent_indent="  "))
assert any("'Slice' was not declared" in e for e in found)
assert any("expected ',' or ';' before 'std'" in e for e in found)
assert any("before '.' token" in e for e in found)
call = "torch::jit::RegisterOperators::RegisterOperators(const char ["
assert found[-1].startswith(f"no matching function for call to '{call}")
