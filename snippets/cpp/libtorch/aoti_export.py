import zipfile

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
model.eval()
example = torch.ones(3, 4)

# Export the graph, compile it ahead of time
# to C++, and package it in one file
exported = torch.export.export(model, (example,))
path = torch._inductor.aoti_compile_and_package(
    exported, package_path="model.pt2"
)
with zipfile.ZipFile(path) as package:
    names = package.namelist()
library = any(name.endswith(".so") for name in names)
print(f"shared library in model.pt2: {library}")
assert library

# Python can load the package too
loaded = torch._inductor.aoti_load_package(path)
with torch.no_grad():
    expected = model(example)
print(expected.round(decimals=4))
assert torch.allclose(loaded(example), expected)

# The values the C++ program must reproduce
values = " ".join(f"{v:.6f}" for v in expected.flatten().tolist())
with open("expected.txt", "w") as f:
    f.write(values)
