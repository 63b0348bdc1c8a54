import copy

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

assert torch.cuda.is_available()
torch.manual_seed(0)
data = TensorDataset(torch.randn(40, 4), torch.randn(40, 1))
loader = DataLoader(data, batch_size=8)
loss_fn = nn.MSELoss()
N_STEPS = 4

model = nn.Linear(4, 1).cuda()
reference = copy.deepcopy(model)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cuda")
stepped_after = []
# Record each update really made
opt.register_step_post_hook(
    lambda opt, args, kwargs: stepped_after.append(i + 1)
)

for i, (xb, yb) in enumerate(loader):
    xb, yb = xb.cuda(), yb.cuda()
    start = i - i % N_STEPS
    group = min(N_STEPS, len(loader) - start)
    with torch.autocast("cuda", dtype=torch.float16):
        out = model(xb)
        loss = loss_fn(out, yb)
    scaler.scale(loss / group).backward()
    if i + 1 == start + group:
        scaler.step(opt)
        scaler.update()
        opt.zero_grad()

# The same data in float32, full batches
ref_opt = torch.optim.SGD(reference.parameters(), lr=0.1)
for xb, yb in DataLoader(data, batch_size=8 * N_STEPS):
    loss_fn(reference(xb.cuda()), yb.cuda()).backward()
    ref_opt.step()
    ref_opt.zero_grad()

assert out.dtype == torch.float16
assert model.weight.dtype == torch.float32
assert stepped_after == [4, 5]
assert scaler.get_scale() == 65536.0
for p, q in zip(model.parameters(), reference.parameters(), strict=True):
    torch.testing.assert_close(p, q, atol=1e-3, rtol=0)
