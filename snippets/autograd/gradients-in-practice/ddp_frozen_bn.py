import os
import socket

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

with socket.socket() as s:  # a free port for the (single) process group
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
        return self.used(x)  # self.unused never contributes to the loss


try:  # what the error is really about: a trainable parameter left out
    two_steps(WithUnused())
except RuntimeError as error:
    assert "parameters that were not used in producing loss" in str(error)
else:
    raise AssertionError("expected a RuntimeError")

bn_eval = nn.Sequential(nn.BatchNorm1d(4), nn.Linear(4, 4))
bn_eval[0].eval()  # eval(): weight and bias still take part in the loss
two_steps(bn_eval)

bn_frozen = nn.Sequential(nn.BatchNorm1d(4), nn.Linear(4, 4))
bn_frozen[0].requires_grad_(False)  # DDP leaves out parameters without grad
two_steps(bn_frozen)

dist.destroy_process_group()
