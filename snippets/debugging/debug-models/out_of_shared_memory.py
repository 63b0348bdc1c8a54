import subprocess
import sys

import torch
from torch.utils.data import DataLoader, Dataset


class Frames(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, index):
        # 4 MiB of float32 per sample
        return torch.zeros(1024, 1024)


def first_batch(num_workers):
    loader = DataLoader(Frames(), batch_size=2, num_workers=num_workers)
    return next(iter(loader))


if sys.argv[1:] == ["--small-shm"]:
    try:
        first_batch(num_workers=1)
    except RuntimeError as error:
        head, *_, last = str(error).strip().splitlines()
        print(f"RuntimeError: {head}")
        print(last.split(" for file ")[0], "...", last.split(": ")[-1])
        assert "DataLoader worker process 0" in head
        assert "unable to allocate shared memory(shm)" in last
        assert "No space left on device" in last
    else:
        raise AssertionError("the worker did not run out of shm")
    # without workers, nothing goes
    # through /dev/shm
    print("num_workers=0:", tuple(first_batch(num_workers=0).shape))
else:
    # Run this file again with a 1 MiB
    # /dev/shm of its own (a private mount
    # namespace), like a container's small
    # --shm-size.
    mount_and_rerun = (
        "mount -t tmpfs -o size=1M tmpfs /dev/shm"
        ' && exec "$0" "$1" --small-shm'
    )
    run = subprocess.run(
        ["unshare", "--user", "--map-root-user", "--mount"]
        + ["sh", "-c", mount_and_rerun, sys.executable, __file__],
        capture_output=True,
        text=True,
        check=True,
    )
    print(run.stdout, end="")
