import os
import re
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

# A 1.6-era train.py: the launcher passed
# --local_rank=N and the script declared it.
OLD = """\
import argparse
import os

parser = argparse.ArgumentParser()
parser.add_argument("--local_rank", type=int, default=0)
args = parser.parse_args()
omp = os.environ.get("OMP_NUM_THREADS")
print(f"local_rank={args.local_rank} OMP_NUM_THREADS={omp}")
"""
# Fix 1: accept both spellings
FIXED = OLD.replace('"--local_rank"', '"--local-rank", "--local_rank"')
# (launch sets LOCAL_RANK too)
FIXED += 'assert os.environ["LOCAL_RANK"] == str(args.local_rank)\n'
# Fix 2: read the environment instead
ENV = """\
import os

local_rank = int(os.environ["LOCAL_RANK"])
omp = os.environ.get("OMP_NUM_THREADS")
print(f"local_rank={local_rank} OMP_NUM_THREADS={omp}")
"""


folder = tempfile.TemporaryDirectory()


def start(launcher, source, nproc):
    Path(folder.name, "train.py").write_text(source)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ)
    env.pop("OMP_NUM_THREADS", None)
    cmd = [sys.executable, "-m", launcher, f"--nproc-per-node={nproc}"]
    cmd += [f"--master-port={port}", "train.py"]
    run = subprocess.run(
        cmd, env=env, capture_output=True, text=True, cwd=folder.name
    )
    # Workers share stdout, and `python -u`
    # writes a print's newline apart: a line
    # can end up after the next worker's.
    found = re.findall(
        r"local_rank=\d+ OMP_NUM_THREADS=(?:\d+|None)", run.stdout
    )
    lines = sorted(found)
    print(f"{launcher} x{nproc}: exit {run.returncode}", *lines, sep="\n  ")
    return run, lines


run, _ = start("torch.distributed.launch", OLD, 2)
# each worker's argparse error, rank as N
errors = {
    re.sub(r"=\d+$", "=N", line)
    for line in run.stderr.splitlines()
    if line.startswith("train.py: error:")
}
print("  " + "\n  ".join(errors))
assert run.returncode != 0
assert errors == {"train.py: error: unrecognized arguments: --local-rank=N"}

run, lines = start("torch.distributed.launch", FIXED, 2)
assert run.returncode == 0
assert lines == [
    "local_rank=0 OMP_NUM_THREADS=1",
    "local_rank=1 OMP_NUM_THREADS=1",
]
run, lines = start("torch.distributed.run", ENV, 2)
assert run.returncode == 0
assert lines == [
    "local_rank=0 OMP_NUM_THREADS=1",
    "local_rank=1 OMP_NUM_THREADS=1",
]
# one process: OMP_NUM_THREADS is left unset
run, lines = start("torch.distributed.run", ENV, 1)
assert run.returncode == 0
assert lines == ["local_rank=0 OMP_NUM_THREADS=None"]
folder.cleanup()
