import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader

sequences = [torch.ones(n) for n in (3, 1, 2)]


def pad_collate(batch):
    lengths = torch.tensor([len(s) for s in batch])
    return pad_sequence(batch, batch_first=True), lengths


loader = DataLoader(sequences, batch_size=3, collate_fn=pad_collate)
padded, lengths = next(iter(loader))
print(padded.tolist(), lengths.tolist())
assert padded.shape == (3, 3)
assert lengths.tolist() == [3, 1, 2]
assert padded[1].tolist() == [1.0, 0.0, 0.0]


# Images: give every sample the same shape in
# the dataset.
class RGBImages(torch.utils.data.Dataset):
    def __init__(self, images):
        self.images = images

    def __len__(self):
        return len(self.images)

    def __getitem__(self, i):
        image = self.images[i]
        # Grayscale to RGB: repeat the one
        # channel.
        return image.expand(3, -1, -1)


images = [torch.ones(3, 4, 4), torch.ones(1, 4, 4)]
batch = next(iter(DataLoader(RGBImages(images), batch_size=2)))
print(list(batch.shape))
assert batch.shape == (2, 3, 4, 4)
