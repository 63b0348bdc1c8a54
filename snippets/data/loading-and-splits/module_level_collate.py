import functools
import pickle

import torch
from torch.utils.data import DataLoader


# Defined at module level: pickled by its
# name.
def scale(batch, factor):
    return torch.stack(batch) * factor


def main():
    data = [torch.tensor(i) for i in range(4)]
    collate = functools.partial(scale, factor=2)
    assert pickle.loads(pickle.dumps(collate)).func is scale
    loader = DataLoader(
        data,
        batch_size=2,
        num_workers=1,
        multiprocessing_context="spawn",
        collate_fn=collate,
    )
    batches = [batch.tolist() for batch in loader]
    print(batches)
    assert batches == [[0, 2], [4, 6]]


if __name__ == "__main__":
    main()
