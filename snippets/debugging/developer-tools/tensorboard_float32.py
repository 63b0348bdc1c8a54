import torch
from tensorboard.backend.event_processing.event_accumulator import (
    EventAccumulator,
)
from torch.utils.tensorboard import SummaryWriter

writer = SummaryWriter(log_dir="runs/float32")
writer.add_scalar("value", 0.1, 0)
writer.close()

events = EventAccumulator("runs/float32")
events.Reload()
(scalar,) = events.Scalars("value")
print(f"logged 0.1, read back {scalar.value!r}")
assert scalar.value != 0.1
# 0.1 rounded to float32
assert scalar.value == torch.tensor(0.1, dtype=torch.float32).item()
