import torch.distributed.launch as launch

args = launch.parse_args(  # the memo's command line, without `python -m ...`
    [
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
)
assert (args.nproc_per_node, args.nnodes, args.node_rank) == ("8", "1", 0)
assert args.training_script == "train.py"
assert args.training_script_args == ["--lr", "0.2"]
assert args.use_env is False  # launch still passes --local-rank=N to the script
