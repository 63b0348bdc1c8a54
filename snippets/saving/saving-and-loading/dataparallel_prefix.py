from torch import nn

# Saved from a wrapped model, as DataParallel
# or
# DistributedDataParallel training does:
wrapped = nn.DataParallel(nn.Linear(3, 2))
checkpoint = wrapped.state_dict()
print(list(checkpoint))

model = nn.Linear(3, 2)
try:
    model.load_state_dict(checkpoint)
except RuntimeError as error:
    first, *details = str(error).splitlines()
    print(f"RuntimeError: {first}")
    for line in details:
        print(f"    {line.strip()}")
    assert 'Missing key(s) in state_dict: "weight", "bias".' in str(error)
    assert (
        'Unexpected key(s) in state_dict: "module.weight", "module.bias".'
        in str(error)
    )
else:
    raise AssertionError("a prefixed state dict loaded")
