import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP


class TwoHeads(nn.Module):
    def __init__(self):
        super().__init__()
        self.used = nn.Linear(2, 2)
        # a head no loss uses
        self.unused = nn.Linear(2, 2)

    def forward(self, x):
        return self.used(x)


store = dist.HashStore()
dist.init_process_group("gloo", store=store, rank=0, world_size=1)
model = DDP(TwoHeads())
steps = 0
try:
    for _ in range(2):
        model(torch.randn(3, 2)).sum().backward()
        steps += 1
except RuntimeError as error:
    print(f"RuntimeError: {str(error).splitlines()[0].rstrip()}")
    # the second forward fails, not the first
    assert steps == 1
    assert (
        "Expected to have finished reduction in the prior iteration "
        "before starting a new one."
    ) in str(error)
    assert "did not receive grad for rank 0: 2 3" in str(error)
else:
    raise AssertionError("DDP ran with an unused parameter")
dist.destroy_process_group()
