import torch
from torch import nn

model = nn.Linear(3, 2)
state = {"weight": torch.ones(2, 3), "extra": torch.ones(1)}  # no "bias", one too many

try:
    model.load_state_dict(state)  # strict=True by default
except RuntimeError as error:
    assert 'Missing key(s) in state_dict: "bias".' in str(error)
    assert 'Unexpected key(s) in state_dict: "extra".' in str(error)
else:
    raise AssertionError("a mismatched state dict loaded")

result = model.load_state_dict(state, strict=False)  # loads what matches
assert result.missing_keys == ["bias"] and result.unexpected_keys == ["extra"]
assert torch.equal(model.weight, torch.ones(2, 3))
