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

# The notes' loader, shuffled, with workers
loader = DataLoader(
    PreBatched(),
    batch_size=1,
    shuffle=True,
    num_workers=2,
    collate_fn=collate_fn,
)
batches = list(loader)
print("shuffle=True, num_workers=2:", [tuple(b.shape) for b in batches])
assert all(b.shape == (4, 2) for b in batches)
assert sorted(b[0, 0].item() for b in batches) == [0.0, 1.0, 2.0]
