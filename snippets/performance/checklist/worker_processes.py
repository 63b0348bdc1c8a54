import os

import torch
from torch.utils.data import DataLoader, Dataset, get_worker_info


class WhoLoadsMe(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        # None in the main process
        info = get_worker_info()
        worker = -1 if info is None else info.id
        return torch.tensor([i, os.getpid(), worker])


main_pid = os.getpid()
for workers in (0, 2):
    loader = DataLoader(WhoLoadsMe(), batch_size=2, num_workers=workers)
    batches = list(loader)
    items, pids, ids = torch.cat(batches).T.tolist()
    print(
        f"num_workers={workers}: items {items}, workers {ids},",
        f"main process: {set(pids) == {main_pid}}",
    )
    # one worker loads each whole batch
    assert all(len(set(b[:, 2].tolist())) == 1 for b in batches)
    # and the items still arrive in order
    assert items == [0, 1, 2, 3]
    if workers == 0:
        assert set(pids) == {main_pid} and set(ids) == {-1}
    else:
        assert main_pid not in pids and set(ids) == {0, 1}
