import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
x, y = torch.randn(4, 3), torch.randn(4, 1)

loss = F.mse_loss(model(x), y, reduction="none")
# reduce to one number first
loss.mean().backward()
print(f"loss.mean(): grad shape {tuple(model.weight.grad.shape)}")
by_mean = model.weight.grad.clone()

# the same as the default reduction="mean"
model.zero_grad()
F.mse_loss(model(x), y).backward()
torch.testing.assert_close(model.weight.grad, by_mean)

# or give backward() the vector v: ones
# give the gradient of loss.sum()
model.zero_grad()
loss = F.mse_loss(model(x), y, reduction="none")
loss.backward(gradient=torch.ones_like(loss))
torch.testing.assert_close(model.weight.grad, 4 * by_mean)
print("gradient=ones_like(loss): 4 x the mean's, as sum()")
