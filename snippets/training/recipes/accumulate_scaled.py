import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 1)
x, y = torch.randn(32, 4), torch.randn(32, 1)
N_STEPS = 4


def full_batch(loss_fn):
    model.zero_grad()
    loss_fn(model(x), y).backward()
    return model.weight.grad.clone()


def accumulated(loss_fn, divide_by):
    model.zero_grad()
    chunks = zip(x.chunk(N_STEPS), y.chunk(N_STEPS), strict=True)
    for xb, yb in chunks:
        (loss_fn(model(xb), yb) / divide_by).backward()
    return model.weight.grad.clone()


def ratio(a, b):
    return [round(r, 4) for r in (a / b).flatten().tolist()]


mean_fn = nn.MSELoss()
sum_fn = nn.MSELoss(reduction="sum")
scaled = accumulated(mean_fn, divide_by=N_STEPS)
unscaled = accumulated(mean_fn, divide_by=1)
summed = accumulated(sum_fn, divide_by=1)

print("mean, divided by 4:", ratio(scaled, full_batch(mean_fn)))
print("mean, not divided: ", ratio(unscaled, full_batch(mean_fn)))
print("sum, not divided:  ", ratio(summed, full_batch(sum_fn)))
torch.testing.assert_close(scaled, full_batch(mean_fn))
torch.testing.assert_close(unscaled, N_STEPS * full_batch(mean_fn))
torch.testing.assert_close(summed, full_batch(sum_fn))

# BatchNorm normalises each micro-batch
# by the micro-batch's own statistics
bn = nn.Sequential(nn.Linear(4, 4), nn.BatchNorm1d(4), nn.Linear(4, 1))
bn.zero_grad()
for xb, yb in zip(x.chunk(N_STEPS), y.chunk(N_STEPS), strict=True):
    (mean_fn(bn(xb), yb) / N_STEPS).backward()
bn_accumulated = bn[0].weight.grad.clone()
bn.zero_grad()
mean_fn(bn(x), y).backward()
bn_same = torch.allclose(bn_accumulated, bn[0].weight.grad)
print("BatchNorm, divided by 4, same as full batch:", bn_same)
assert not bn_same
