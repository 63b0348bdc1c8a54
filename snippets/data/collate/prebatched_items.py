import torch
from torch.utils.data import DataLoader, Dataset


class PreBatched(Dataset):  # each item is already a whole batch
    def __len__(self):
        return 3

    def __getitem__(self, i):
        return torch.full((4, 2), float(i))


def collate_fn(data):
    return data[0]  # a list of one item: unwrap it


default = next(iter(DataLoader(PreBatched(), batch_size=1)))
assert default.shape == (1, 4, 2)  # the default collate adds a dimension

custom = next(iter(DataLoader(PreBatched(), batch_size=1, collate_fn=collate_fn)))
assert custom.shape == (4, 2)

unbatched = next(iter(DataLoader(PreBatched(), batch_size=None)))  # (1)!
assert torch.equal(unbatched, custom)
