import torch
from torch.utils.data import DataLoader

# Token sequences of different lengths:
sequences = [torch.ones(3), torch.ones(1), torch.ones(2)]
# A grayscale image among RGB ones:
images = [torch.ones(3, 4, 4), torch.ones(1, 4, 4)]

cases = [
    (sequences, "[3] at entry 0 and [1] at entry 1"),
    (images, "[3, 4, 4] at entry 0 and [1, 4, 4] at entry 1"),
]
for samples, sizes in cases:
    try:
        next(iter(DataLoader(samples, batch_size=len(samples))))
    except RuntimeError as error:
        print(f"RuntimeError: {error}")
        assert (
            f"stack expects each tensor to be equal size, but got {sizes}"
            in str(error)
        )
    else:
        raise AssertionError("samples of different sizes were stacked")
