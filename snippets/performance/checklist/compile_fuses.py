import re

import torch
from torch._inductor.utils import run_and_get_code


def f(x):
    return x.cos().cos()


x = torch.rand(10_000)
out, (code,) = run_and_get_code(torch.compile(f), x)  # (1)!
torch.testing.assert_close(out, f(x))

kernels = code.count("async_compile.cpp_pybinding(")
names = sorted(set(re.findall(r"cpp_fused_\w+", code)))
print(kernels, names)
# both cos in one loop: x read once,
# the result written once
assert kernels == 1
assert names == ["cpp_fused_cos_0"]
