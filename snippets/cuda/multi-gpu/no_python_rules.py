import torch.distributed.launch as launch
import torch.distributed.run as run

NEEDS_ENV = "you must also set the '--use-env' flag"
NOT_BOTH = "Don't use both the '--no-python' flag and the '--module' flag"

# launch: --no-python needs --use-env
args = launch.parse_args(["--no-python", "train.sh", "--lr", "0.2"])
try:
    launch.launch(args)
except ValueError as error:
    print(f"launch --no-python: ValueError: {error}")
    assert NEEDS_ENV in str(error)
else:
    raise AssertionError("launch ran --no-python without --use-env")

# with it, the script is run as given
args = launch.parse_args(
    ["--use-env", "--no-python", "train.sh", "--lr", "0.2"]
)
_, command, command_args = run.config_from_args(args)
print("launch --use-env --no-python:", command, command_args)
assert (command, command_args) == ("train.sh", ["--lr", "0.2"])

# torchrun sets no --local-rank: no --use-env
args = run.parse_args(["--no-python", "train.sh", "--lr", "0.2"])
_, command, command_args = run.config_from_args(args)
print("torchrun --no-python:", command, command_args)
assert (command, command_args) == ("train.sh", ["--lr", "0.2"])

# both refuse --no-python with --module
both = ["--no-python", "-m", "train"]
for name, args in [
    ("launch", launch.parse_args(["--use-env", *both])),
    ("torchrun", run.parse_args(both)),
]:
    try:
        run.config_from_args(args)
    except ValueError as error:
        print(f"{name} --no-python -m: ValueError: {error}")
        assert NOT_BOTH in str(error)
    else:
        raise AssertionError(f"{name} took --no-python with --module")
