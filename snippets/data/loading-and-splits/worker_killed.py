import os
import re
import signal

import torch
from torch.utils.data import DataLoader, Dataset, get_worker_info


class Crashes(Dataset):
    """Each worker is killed by the signal it is given."""

    def __init__(self, signal_number):
        self.signal_number = signal_number

    def __len__(self):
        return 4

    def __getitem__(self, i):
        if get_worker_info() is not None:
            os.kill(os.getpid(), self.signal_number)
        return torch.tensor(i)


def error_chain(error):
    chain = [error]
    while chain[-1].__context__ is not None:
        chain.append(chain[-1].__context__)
    return [str(e) for e in chain]


if __name__ == "__main__":
    # SIGKILL: what the out-of-memory killer
    # sends.
    for number in (signal.SIGKILL, signal.SIGSEGV, signal.SIGBUS):
        loader = DataLoader(Crashes(number), num_workers=1)
        try:
            list(loader)
        except RuntimeError as error:
            chain = error_chain(error)
        else:
            raise AssertionError("the loader survived its worker")
        name = signal.strsignal(number)
        (killed,) = [m for m in chain if "is killed by signal" in m]
        # The pid changes on every run:
        print(re.sub(r"pid \d+", "pid <pid>", killed).rstrip())
        assert re.match(
            rf"DataLoader worker \(pid \d+\) is killed by signal: {name}\.",
            killed,
        )
    assert "workers are out of shared memory" in killed
