import argparse
import os

import torch.distributed.launch as launch
import torch.distributed.run as run

# the 1.6-era command line's arguments
old_args = [
    "--nproc_per_node=8",
    "--nnodes=1",
    "--node_rank=0",
    "--master_addr",
    "127.0.0.1",
    "--master_port",
    "29500",
    "train.py",
    "--lr",
    "0.2",
]
args = launch.parse_args(old_args)
print(args.nproc_per_node, args.nnodes, args.node_rank, args.use_env)
assert (args.nproc_per_node, args.nnodes, args.node_rank) == ("8", "1", 0)
assert args.use_env is False
print(args.training_script, args.training_script_args)
assert args.training_script == "train.py"
assert args.training_script_args == ["--lr", "0.2"]

# what each worker will run
omp_was_set = "OMP_NUM_THREADS" in os.environ
_, python, script_args = run.config_from_args(args)
print("launch:", script_args)
assert script_args == [
    "-u",
    "train.py",
    "--local-rank=${local_rank}",
    "--lr",
    "0.2",
]
# a 1.6-era script does not recognize it
parser = argparse.ArgumentParser()
parser.add_argument("--local_rank", type=int)
known, unknown = parser.parse_known_args(["--local-rank=0"])
print("old parser:", known.local_rank, unknown)
assert known.local_rank is None and unknown == ["--local-rank=0"]
if not omp_was_set:
    # as in 1.6: one thread per process,
    # unless told otherwise
    assert os.environ["OMP_NUM_THREADS"] == "1"

# torchrun passes no --local-rank:
# workers read LOCAL_RANK
args = run.parse_args(["--nproc-per-node=8", "train.py", "--lr", "0.2"])
_, python, script_args = run.config_from_args(args)
print("torchrun:", script_args)
assert script_args == ["-u", "train.py", "--lr", "0.2"]
