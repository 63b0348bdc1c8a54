import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP


class TwoHeads(nn.Module):
    def __init__(self):
        super().__init__()
        self.used = nn.Linear(2, 2)
        self.unused = nn.Linear(2, 2)

    def forward(self, x):
        return self.used(x)


store = dist.HashStore()
dist.init_process_group("gloo", store=store, rank=0, world_size=1)
model = DDP(TwoHeads(), find_unused_parameters=True)
steps = 0
for _ in range(2):
    model(torch.randn(3, 2)).sum().backward()
    steps += 1
print("steps:", steps, "unused grad:", model.module.unused.weight.grad)
assert model.module.unused.weight.grad is None

# or freeze what no loss uses
frozen = TwoHeads()
frozen.unused.requires_grad_(False)
model = DDP(frozen)
steps = 0
for _ in range(2):
    model(torch.randn(3, 2)).sum().backward()
    steps += 1
print("frozen head, steps:", steps)
assert steps == 2
dist.destroy_process_group()
