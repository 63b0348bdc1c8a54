import os

import torch
from torch.utils.data import DataLoader, Dataset, get_worker_info


class WhoLoadsMe(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        info = get_worker_info()  # None in the main process
        return torch.tensor([i, os.getpid(), -1 if info is None else info.id])


main_pid = os.getpid()

batch = torch.cat(list(DataLoader(WhoLoadsMe(), batch_size=2, num_workers=0)))
assert set(batch[:, 1].tolist()) == {main_pid}  # num_workers=0: the main process
assert set(batch[:, 2].tolist()) == {-1}

loader = DataLoader(WhoLoadsMe(), batch_size=2, num_workers=2)
batches = list(loader)
assert all(len(set(b[:, 2].tolist())) == 1 for b in batches)  # a batch, one worker
batch = torch.cat(batches)
assert main_pid not in batch[:, 1].tolist()  # loaded in other processes
assert set(batch[:, 2].tolist()) == {0, 1}  # each batch by one of two workers
assert batch[:, 0].tolist() == [0, 1, 2, 3]  # and still delivered in order
