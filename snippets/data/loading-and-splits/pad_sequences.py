import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader

sequences = [torch.ones(n) for n in (3, 1, 2)]


def pad_collate(batch):
    lengths = torch.tensor([len(s) for s in batch])
    return pad_sequence(batch, batch_first=True), lengths


try:
    next(iter(DataLoader(sequences, batch_size=3)))
except RuntimeError as error:
    print(f"RuntimeError: {str(error).splitlines()[0]}")
    assert "stack expects each tensor to be equal size" in str(error)
else:
    raise AssertionError("expected a RuntimeError")

loader = DataLoader(sequences, batch_size=3, collate_fn=pad_collate)
padded, lengths = next(iter(loader))
print(padded.tolist(), lengths.tolist())
assert padded.shape == (3, 3)
assert lengths.tolist() == [3, 1, 2]
assert padded[1].tolist() == [1.0, 0.0, 0.0]
