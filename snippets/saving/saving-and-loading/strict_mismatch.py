import torch
from torch import nn

model = nn.Linear(3, 2)
# No "bias", and one key too many:
state = {"weight": torch.ones(2, 3), "extra": torch.ones(1)}

try:
    model.load_state_dict(state)
except RuntimeError as error:
    first, *details = str(error).splitlines()
    print(f"RuntimeError: {first}")
    for line in details:
        print(f"    {line.strip()}")
    assert 'Missing key(s) in state_dict: "bias".' in str(error)
    assert 'Unexpected key(s) in state_dict: "extra".' in str(error)
else:
    raise AssertionError("a mismatched state dict loaded")

# strict=False loads what matches:
result = model.load_state_dict(state, strict=False)
print(result)
assert result.missing_keys == ["bias"]
assert result.unexpected_keys == ["extra"]
assert torch.equal(model.weight, torch.ones(2, 3))
