import torch
from torch.utils.data import DataLoader, Dataset, get_worker_info


class Samples(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        # In the main process: no worker to
        # kill, and any
        # error is raised in your own
        # traceback.
        assert get_worker_info() is None
        return torch.tensor(i)


# Each worker keeps prefetch_factor batches
# in flight:
busy = DataLoader(Samples(), num_workers=2)
assert busy.prefetch_factor == 2
# None at all in the main process:
lean = DataLoader(Samples(), num_workers=0)
assert lean.prefetch_factor is None
batches = [batch.tolist() for batch in lean]
print("num_workers=0:", batches)
assert batches == [[0], [1], [2], [3]]
