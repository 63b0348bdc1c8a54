import os
import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP


def worker(rank, world_size, port, results):
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    dist.init_process_group("gloo", rank=rank, world_size=world_size)
    torch.manual_seed(0)  # the same initial weights...
    model = DDP(nn.Linear(2, 1, bias=False))
    x = torch.full((1, 2), float(rank + 1))  # ...but different data per process
    model(x).sum().backward()  # gradients are averaged across processes here
    results[rank] = model.module.weight.grad.clone()
    dist.destroy_process_group()


if __name__ == "__main__":
    with socket.socket() as s:  # a free port for the processes to meet on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with mp.Manager() as manager:
        results = manager.dict()
        mp.spawn(worker, args=(2, port, results), nprocs=2)  # (1)!
        grads = dict(results)
    # rank 0 alone would get [1, 1], rank 1 alone [2, 2]: both hold the mean
    assert torch.equal(grads[0], torch.tensor([[1.5, 1.5]]))
    assert torch.equal(grads[1], grads[0])
