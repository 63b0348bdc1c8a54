from pathlib import Path

import torch
from torch.utils import cpp_extension

abi = torch._C._GLIBCXX_USE_CXX11_ABI
print("_GLIBCXX_USE_CXX11_ABI:", abi)
assert abi is True

# The headers and libraries inside the wheel,
# relative to the torch package
package = Path(torch.__file__).parent
includes = [Path(p) for p in cpp_extension.include_paths()]
(lib,) = [Path(p) for p in cpp_extension.library_paths()]
for folder in [*includes, lib]:
    print(folder.relative_to(package))
headers = ["torch/torch.h", "ATen/ATen.h"]
for header in headers:
    assert any((folder / header).exists() for folder in includes)
for name in ["libtorch.so", "libtorch_cpu.so", "libc10.so"]:
    assert (lib / name).exists(), name

# What CMake's find_package(Torch) needs
prefix = Path(torch.utils.cmake_prefix_path)
config = prefix / "Torch" / "TorchConfig.cmake"
print(config.relative_to(prefix))
assert config.exists()
