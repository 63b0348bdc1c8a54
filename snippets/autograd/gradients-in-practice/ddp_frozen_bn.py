import os
import socket

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

# A free port for the process group.
with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    os.environ["MASTER_ADDR"], os.environ["MASTER_PORT"] = (
        "127.0.0.1",
        str(s.getsockname()[1]),
    )
dist.init_process_group("gloo", rank=0, world_size=1)


def two_steps(model):
    ddp = DDP(model)
    for _ in range(2):
        ddp(torch.randn(8, 4)).sum().backward()


class WithUnused(nn.Module):
    def __init__(self):
        super().__init__()
        self.used, self.unused = nn.Linear(4, 4), nn.Linear(4, 4)

    def forward(self, x):
        # self.unused takes no part.
        return self.used(x)


# The error: a trainable parameter
# that takes no part in the loss.
try:
    two_steps(WithUnused())
except RuntimeError as error:
    print(f"unused Linear: RuntimeError: {str(error).split('. ')[1]}")
    assert "parameters that were not used in producing loss" in str(error)
else:
    raise AssertionError("DDP did not raise")

# eval(): weight and bias still take
# part in the loss.
bn_eval = nn.Sequential(nn.BatchNorm1d(4), nn.Linear(4, 4))
bn_eval[0].eval()
two_steps(bn_eval)
print("BatchNorm in eval(): two steps, no error")

# DDP leaves these parameters out.
bn_frozen = nn.Sequential(nn.BatchNorm1d(4), nn.Linear(4, 4))
bn_frozen[0].requires_grad_(False)
two_steps(bn_frozen)
print("BatchNorm with requires_grad_(False): two steps, no error")

dist.destroy_process_group()
