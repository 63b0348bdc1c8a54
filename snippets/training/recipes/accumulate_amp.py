import copy

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
data = TensorDataset(torch.randn(40, 4), torch.randn(40, 1))
loader = DataLoader(data, batch_size=8)
loss_fn = nn.MSELoss()
N_STEPS = 4

model = nn.Linear(4, 1)
reference = copy.deepcopy(model)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")
stepped_after = []
# Record each update really made
opt.register_step_post_hook(
    lambda opt, args, kwargs: stepped_after.append(i + 1)
)

for i, (xb, yb) in enumerate(loader):
    start = i - i % N_STEPS
    group = min(N_STEPS, len(loader) - start)
    with torch.autocast("cpu", dtype=torch.bfloat16):
        out = model(xb)
        loss = loss_fn(out, yb)
    scaler.scale(loss / group).backward()  # (1)!
    if i + 1 == start + group:
        scaler.step(opt)  # (2)!
        scaler.update()
        opt.zero_grad()

# The same data in float32, full batches
ref_opt = torch.optim.SGD(reference.parameters(), lr=0.1)
for xb, yb in DataLoader(data, batch_size=8 * N_STEPS):
    loss_fn(reference(xb), yb).backward()
    ref_opt.step()
    ref_opt.zero_grad()

print("computed in:", out.dtype, "weights in:", model.weight.dtype)
print("optimizer stepped after micro-batches:", stepped_after)
print("scale:", scaler.get_scale())
assert out.dtype == torch.bfloat16
assert model.weight.dtype == torch.float32
assert stepped_after == [4, 5]
assert scaler.get_scale() == 65536.0  # (3)!
assert scaler.get_growth_interval() == 2000
for p, q in zip(model.parameters(), reference.parameters(), strict=True):
    torch.testing.assert_close(p, q, atol=1e-3, rtol=0)  # (4)!
assert not torch.equal(model.weight, reference.weight)
