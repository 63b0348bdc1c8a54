import contextlib
import os
import socket

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler

N_STEPS, WORLD_SIZE = 4, 2


def make_data():
    g = torch.Generator().manual_seed(0)
    x = torch.randn(80, 4, generator=g)
    return TensorDataset(x, torch.randn(80, 1, generator=g))


def make_model():
    torch.manual_seed(0)
    return nn.Linear(4, 1)


def worker(rank, port, results):
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    dist.init_process_group("gloo", rank=rank, world_size=WORLD_SIZE)
    model = DDP(make_model())
    data = make_data()
    sampler = DistributedSampler(data, shuffle=False)  # (1)!
    assert list(sampler) == list(range(rank, 80, WORLD_SIZE))
    loader = DataLoader(data, batch_size=8, sampler=sampler)
    loss_fn = nn.MSELoss()
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for i, (xb, yb) in enumerate(loader):
        start = i - i % N_STEPS
        group = min(N_STEPS, len(loader) - start)
        last = i + 1 == start + group
        sync = contextlib.nullcontext() if last else model.no_sync()
        with sync:  # (2)!
            loss = loss_fn(model(xb), yb) / group
            loss.backward()
        if i == 0:
            grad = model.module.weight.grad.flatten()
            results["first", rank] = grad.tolist()
        if last:
            opt.step()
            opt.zero_grad()
    weights = [p.detach() for p in model.module.parameters()]
    results["weights", rank] = weights
    dist.destroy_process_group()


def rounded(values):
    return [round(v, 4) for v in torch.as_tensor(values).flatten().tolist()]


if __name__ == "__main__":
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with mp.Manager() as manager:
        results = manager.dict()
        mp.spawn(worker, args=(port, results), nprocs=WORLD_SIZE)
        results = dict(results)

    # One process, batches of 64 and 16
    reference = make_model()
    opt = torch.optim.SGD(reference.parameters(), lr=0.1)
    batch = 8 * N_STEPS * WORLD_SIZE
    for xb, yb in DataLoader(make_data(), batch_size=batch):
        nn.MSELoss()(reference(xb), yb).backward()
        opt.step()
        opt.zero_grad()

    first = [results["first", rank] for rank in range(WORLD_SIZE)]
    print("gradient after micro-batch 1, rank 0:", rounded(first[0]))
    print("gradient after micro-batch 1, rank 1:", rounded(first[1]))
    assert first[0] != first[1]  # (3)!
    for rank in range(WORLD_SIZE):
        weights = results["weights", rank]
        print(f"weight on rank {rank}:", rounded(weights[0]))
        for p, q in zip(weights, reference.parameters(), strict=True):
            torch.testing.assert_close(p, q.detach())
    print("weight, one process:", rounded(reference.weight.detach()))
