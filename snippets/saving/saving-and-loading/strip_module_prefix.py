import torch
from torch import nn

wrapped = nn.DataParallel(nn.Linear(3, 2))

# When saving: the wrapped model's own
# state_dict.
checkpoint = wrapped.module.state_dict()
print(list(checkpoint))
model = nn.Linear(3, 2)
print(model.load_state_dict(checkpoint))

# A checkpoint already saved with the prefix:
# strip it.
saved = wrapped.state_dict()
state = {k.removeprefix("module."): v for k, v in saved.items()}
result = model.load_state_dict(state)
assert result.missing_keys == [] and result.unexpected_keys == []
# on a GPU machine DataParallel moved the
# module to cuda:0; load_state_dict copied
# across devices
on = "cuda" if torch.cuda.is_available() else "cpu"
assert wrapped.module.weight.device.type == on
assert torch.equal(model.weight, wrapped.module.weight.cpu())

# strict=False loads nothing here, and says
# so:
result = nn.Linear(3, 2).load_state_dict(saved, strict=False)
print(result.missing_keys, result.unexpected_keys)
assert result.missing_keys == ["weight", "bias"]
