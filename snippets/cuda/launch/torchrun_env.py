import os
import subprocess
import sys

WORKER = """
import os
import torch
import torch.distributed as dist

dist.init_process_group("gloo")  # (1)!
rank, world = dist.get_rank(), dist.get_world_size()
assert rank == int(os.environ["RANK"]) and world == int(os.environ["WORLD_SIZE"]) == 2
assert os.environ["LOCAL_RANK"] == str(rank)  # one machine: local rank == rank
t = torch.tensor([rank + 1.0])
dist.all_reduce(t)  # sum over processes: 1 + 2
assert t.item() == 3.0
dist.destroy_process_group()
"""

with open("worker.py", "w") as f:
    f.write(WORKER)
subprocess.run(
    [
        sys.executable,
        "-m",
        "torch.distributed.run",  # the module behind the `torchrun` command
        "--standalone",
        "--nproc-per-node=2",
        "worker.py",
    ],
    check=True,
    env={**os.environ, "OMP_NUM_THREADS": "1"},
)
