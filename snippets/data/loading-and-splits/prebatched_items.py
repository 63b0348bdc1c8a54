import torch
from torch.utils.data import DataLoader, Dataset


class PreBatched(Dataset):  # each item is already a whole batch
    def __len__(self):
        return 3

    def __getitem__(self, i):
        return torch.full((4, 2), float(i))


received = []


def collate_fn(data):
    received.append(data)
    return data[0]  # a list of one item: unwrap it


default = next(iter(DataLoader(PreBatched(), batch_size=1)))
assert default.shape == (1, 4, 2)  # the default collate adds a dimension

custom = next(iter(DataLoader(PreBatched(), batch_size=1, collate_fn=collate_fn)))
assert custom.shape == (4, 2)
assert type(received[0]) is list and len(received[0]) == 1  # batch_size items

unbatched = next(iter(DataLoader(PreBatched(), batch_size=None)))  # (1)!
assert torch.equal(unbatched, custom)
