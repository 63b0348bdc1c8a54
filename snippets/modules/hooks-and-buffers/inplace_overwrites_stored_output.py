import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(1, 4, 3), nn.ReLU(inplace=True))
x = torch.randn(1, 1, 6, 6)

kept, copied = [], []
model[0].register_forward_hook(lambda m, i, out: kept.append(out.detach()))
model[0].register_forward_hook(lambda m, i, out: copied.append(out.detach().clone()))
out = model(x)

assert (copied[0] < 0).any()  # the convolution's real output has negatives
assert (kept[0] >= 0).all()  # the stored tensor was rectified in place afterwards
assert torch.equal(kept[0], out)  # the ReLU's write is visible through it
assert kept[0].data_ptr() == out.data_ptr()  # one memory, two names
assert kept[0].data_ptr() != copied[0].data_ptr()  # clone(): memory of its own
