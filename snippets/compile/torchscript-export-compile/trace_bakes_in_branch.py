import warnings

import torch
from torch import nn


class Gate(nn.Module):
    def forward(self, x):
        # A branch on the data:
        return x if x.sum() > 0 else -x


positive, negative = torch.ones(2), -torch.ones(2)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    # Records the branch this input took:
    traced = torch.jit.trace(Gate(), positive)
    # Compiles the source, branch too:
    scripted = torch.jit.script(Gate())
tracer = [
    str(w.message) for w in caught if w.category is torch.jit.TracerWarning
]
first = tracer[0].split(". ")[0]
print(f"TracerWarning: {first}.")
assert first == (
    "Converting a tensor to a Python boolean might cause the trace to be "
    "incorrect"
)

print("Gate():  ", Gate()(negative).tolist())
print("traced:  ", traced(negative).tolist())
print("scripted:", scripted(negative).tolist())
assert torch.equal(Gate()(negative), positive)
assert torch.equal(traced(negative), negative)
assert torch.equal(scripted(negative), positive)
assert "if bool(" in scripted.code and "if" not in traced.code
