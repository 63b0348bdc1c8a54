import torch
from torch import nn

torch.manual_seed(0)
encoder = nn.Sequential(nn.Linear(4, 4), nn.Tanh())
head = nn.Linear(4, 1)
params = [*encoder.parameters(), *head.parameters()]
opt = torch.optim.SGD(params, lr=0.1)
x = torch.randn(8, 4)

losses = []
for _ in range(3):
    # a new graph every step
    features = encoder(x)
    loss = head(features).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    losses.append(round(loss.item(), 4))
print(f"losses: {losses}")
assert losses[2] < losses[1] < losses[0]
assert encoder[0].weight.grad is not None

# A carried hidden state: keep its values,
# cut it from the previous step's graph.
cell = nn.RNNCell(4, 4)
hidden = torch.zeros(1, 4)
for step in range(3):
    hidden = cell(x[step : step + 1], hidden.detach())
    hidden.pow(2).sum().backward()
print("carried hidden state, detached: 3 steps ran")
assert hidden.grad_fn is not None
