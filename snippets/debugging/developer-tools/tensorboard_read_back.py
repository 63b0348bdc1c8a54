import torch
from tensorboard.backend.event_processing.event_accumulator import (
    EventAccumulator,
)
from torch import nn
from torch.utils.tensorboard import SummaryWriter

torch.manual_seed(0)
x = torch.randn(64, 3)
y = x @ torch.tensor([1.0, -2.0, 0.5]) + 0.1 * torch.randn(64)
model = nn.Linear(3, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)

writer = SummaryWriter(log_dir="runs/linear")
losses = []
for epoch in range(30):
    loss = nn.functional.mse_loss(model(x).squeeze(1), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    writer.add_scalar("Loss/train", loss.item(), epoch)
    losses.append(loss.item())
writer.close()

# read the event files back
events = EventAccumulator("runs/linear")
events.Reload()
print(events.Tags()["scalars"])
scalars = events.Scalars("Loss/train")
steps = [s.step for s in scalars]
values = [s.value for s in scalars]
print(f"{len(values)} values, first {values[0]:.3f}, last {values[-1]:.3f}")
assert steps == list(range(30))
# stored as float32
assert values == [float(torch.tensor(v)) for v in losses]
assert values[-1] < values[0] / 10
