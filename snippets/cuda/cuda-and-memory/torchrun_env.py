import os
import subprocess
import sys
from pathlib import Path

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
with open(f"rank{rank}.txt", "w") as f:  # proof this process got this far
    f.write(f"rank {rank} of {world}: ok")
dist.destroy_process_group()
"""

with open("worker.py", "w") as f:
    f.write(WORKER)
proc = subprocess.run(
    [
        sys.executable,
        "-m",
        "torch.distributed.run",  # the module behind the `torchrun` command
        "--standalone",
        "--nproc-per-node=2",
        "worker.py",
    ],
    capture_output=True,
    text=True,
    env={**os.environ, "OMP_NUM_THREADS": "1"},
)
assert proc.returncode == 0, proc.stderr  # every worker's asserts held
reports = sorted(Path(f"rank{r}.txt").read_text() for r in range(2))
assert reports == ["rank 0 of 2: ok", "rank 1 of 2: ok"]
