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
    # the same initial weights...
    torch.manual_seed(0)
    model = DDP(nn.Linear(2, 1, bias=False))
    # ...but different data per process
    x = torch.full((1, 2), float(rank + 1))
    # gradients are averaged here
    model(x).sum().backward()
    results[rank] = model.module.weight.grad.clone()
    dist.destroy_process_group()


if __name__ == "__main__":
    # a free port for the processes
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with mp.Manager() as manager:
        results = manager.dict()
        mp.spawn(worker, args=(2, port, results), nprocs=2)  # (1)!
        grads = dict(results)
    for rank in (0, 1):
        print(f"rank {rank} gradient: {grads[rank].tolist()}")
    # alone, rank 0 would get [1, 1]
    # and rank 1 [2, 2]: both hold the mean
    assert torch.equal(grads[0], torch.tensor([[1.5, 1.5]]))
    assert torch.equal(grads[1], grads[0])
