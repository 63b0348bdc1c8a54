import torch
from torch import nn

torch.manual_seed(0)
encoder = nn.Sequential(nn.Linear(4, 4), nn.Tanh())
head = nn.Linear(4, 1)
params = [*encoder.parameters(), *head.parameters()]
opt = torch.optim.SGD(params, lr=0.1)
x = torch.randn(8, 4)

# computed once, outside the loop
features = encoder(x)
for step in range(2):
    loss = head(features).pow(2).mean()
    opt.zero_grad()
    try:
        loss.backward()
    except RuntimeError as error:
        print(f"step {step}: RuntimeError: {error}")
        assert step == 1
        assert (
            "Trying to backward through the graph a second time (or "
            "directly access saved tensors after they have already "
            "been freed)."
        ) in str(error)
        assert "Specify retain_graph=True" in str(error)
    else:
        print(f"step {step}: backward() ran")
        assert step == 0
        opt.step()

# A hidden state carried from step to step
# reaches back into the previous step's
# graph, freed by its backward():
cell = nn.RNNCell(4, 4)
hidden = torch.zeros(1, 4)
steps = []
for step in range(2):
    hidden = cell(x[step : step + 1], hidden)
    try:
        hidden.pow(2).sum().backward()
    except RuntimeError as error:
        assert "backward through the graph a second time" in str(error)
        steps.append("RuntimeError")
    else:
        steps.append("ran")
print(f"carried hidden state: {steps}")
assert steps == ["ran", "RuntimeError"]

# Only nodes that saved tensors fail: a sum
# of x + 1 saves none, so a second pass runs
x = torch.ones(3, requires_grad=True)
z = (x + 1).sum()
z.backward()
z.backward()
print(f"(x + 1).sum(), twice: x.grad {x.grad.tolist()}")
assert x.grad.tolist() == [2.0, 2.0, 2.0]
