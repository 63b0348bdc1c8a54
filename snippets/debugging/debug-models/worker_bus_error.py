import os
import re
import signal

import torch
from torch.utils.data import DataLoader, Dataset


class BusError(Dataset):
    def __len__(self):
        return 2

    def __getitem__(self, index):
        # stands in for a worker that touches
        # shared memory that is not there
        os.kill(os.getpid(), signal.SIGBUS)
        return torch.zeros(1)


try:
    next(iter(DataLoader(BusError(), num_workers=1)))
except RuntimeError as error:
    chain = [error, error.__cause__]
    (killed,) = [e for e in chain if "killed by signal" in str(e)]
    message = re.sub(r"pid \d+", "pid …", str(killed))
    print(f"RuntimeError: {message}")
    assert "is killed by signal: Bus error." in message
    assert message.endswith(
        "It is possible that dataloader's workers are out of shared"
        " memory. Please try to raise your shared memory limit."
    )
else:
    raise AssertionError("the worker's bus error was not raised")
