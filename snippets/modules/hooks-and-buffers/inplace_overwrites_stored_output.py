import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(1, 4, 3), nn.ReLU(inplace=True))
x = torch.randn(1, 1, 6, 6)

kept, copied = [], []
model[0].register_forward_hook(lambda m, i, out: kept.append(out.detach()))
model[0].register_forward_hook(
    lambda m, i, out: copied.append(out.detach().clone())
)
out = model(x)

print(f"negatives in the clone: {(copied[0] < 0).sum().item()}")
print(f"negatives in the detached output: {(kept[0] < 0).sum().item()}")
# The conv output has negatives:
assert (copied[0] < 0).any()
# The stored tensor was rectified in
# place:
assert (kept[0] >= 0).all()
# The ReLU's write shows through it.
assert torch.equal(kept[0], out)
# One memory, two names:
assert kept[0].data_ptr() == out.data_ptr()
# clone(): memory of its own.
assert kept[0].data_ptr() != copied[0].data_ptr()
