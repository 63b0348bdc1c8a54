import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(4, 1)
loss_fn = nn.MSELoss()  # reduction="mean"
x, y = torch.randn(32, 4), torch.randn(32, 1)
N_STEPS = 4  # four micro-batches of 8


def grads():
    return [p.grad.clone() for p in model.parameters()]


model.zero_grad()
loss_fn(model(x), y).backward()  # the full batch at once
full = grads()

model.zero_grad()
for xb, yb in zip(x.chunk(N_STEPS), y.chunk(N_STEPS), strict=True):
    loss = loss_fn(model(xb), yb) / N_STEPS  # (1)!
    loss.backward()  # gradients add up in .grad
for g_acc, g_full in zip(grads(), full, strict=True):
    torch.testing.assert_close(g_acc, g_full)  # the same gradients

model.zero_grad()
for xb, yb in zip(x.chunk(N_STEPS), y.chunk(N_STEPS), strict=True):
    loss_fn(model(xb), yb).backward()  # the memo's loop: no scaling
for g_memo, g_full in zip(grads(), full, strict=True):
    torch.testing.assert_close(g_memo, N_STEPS * g_full)  # N_STEPS times too large

# With reduction="sum", the unscaled micro-batch losses add up to the full batch's.
sum_fn = nn.MSELoss(reduction="sum")
model.zero_grad()
sum_fn(model(x), y).backward()
full_sum = grads()
model.zero_grad()
for xb, yb in zip(x.chunk(N_STEPS), y.chunk(N_STEPS), strict=True):
    sum_fn(model(xb), yb).backward()
for g_acc, g_full in zip(grads(), full_sum, strict=True):
    torch.testing.assert_close(g_acc, g_full)
