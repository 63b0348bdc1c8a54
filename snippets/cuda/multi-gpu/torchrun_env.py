import os
import subprocess
import sys
import tempfile
from pathlib import Path

WORKER = """
import os
import torch
import torch.distributed as dist

dist.init_process_group("gloo")  # rank, size, address: from the env
rank, world = dist.get_rank(), dist.get_world_size()
assert rank == int(os.environ["RANK"])
assert world == int(os.environ["WORLD_SIZE"]) == 2
# one machine: the local rank is the rank
assert os.environ["LOCAL_RANK"] == str(rank)
# sum over the processes: 1 + 2
t = torch.tensor([rank + 1.0])
dist.all_reduce(t)
assert t.item() == 3.0
# proof that this process got this far
with open(f"rank{rank}.txt", "w") as f:
    f.write(f"rank {rank} of {world}: all_reduce gave {t.item()}")
dist.destroy_process_group()
"""

folder = tempfile.TemporaryDirectory()
Path(folder.name, "worker.py").write_text(WORKER)
# the module behind the `torchrun` command
command = ["-m", "torch.distributed.run", "--standalone"]
proc = subprocess.run(
    [sys.executable, *command, "--nproc-per-node=2", "worker.py"],
    capture_output=True,
    text=True,
    cwd=folder.name,
    env={**os.environ, "OMP_NUM_THREADS": "1"},
)
# every worker's asserts held
assert proc.returncode == 0, proc.stderr
for r in range(2):
    print(Path(folder.name, f"rank{r}.txt").read_text())
reports = [Path(folder.name, f"rank{r}.txt").read_text() for r in range(2)]
folder.cleanup()
assert reports == [f"rank {r} of 2: all_reduce gave 3.0" for r in range(2)]
