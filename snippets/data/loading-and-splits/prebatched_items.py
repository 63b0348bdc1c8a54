import torch
from torch.utils.data import DataLoader, Dataset


class PreBatched(Dataset):
    # each item is already a whole batch
    def __len__(self):
        return 3

    def __getitem__(self, i):
        return torch.full((4, 2), float(i))


received = []


def collate_fn(data):
    received.append(data)
    return data[0]  # (1)!


default = next(iter(DataLoader(PreBatched(), batch_size=1)))
custom = next(
    iter(DataLoader(PreBatched(), batch_size=1, collate_fn=collate_fn))
)
unbatched = next(iter(DataLoader(PreBatched(), batch_size=None)))  # (2)!
print("default collate:", tuple(default.shape))
batch = received[0]
print(f"collate_fn receives a {type(batch).__name__} of {len(batch)}")
print("collate_fn unwraps it:", tuple(custom.shape))
print("batch_size=None:", tuple(unbatched.shape))
assert default.shape == (1, 4, 2)
assert type(batch) is list and len(batch) == 1
assert custom.shape == (4, 2)
assert torch.equal(unbatched, custom)
