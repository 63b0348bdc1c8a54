import numpy as np
from torch.utils.data import DataLoader, Dataset


class Jitter(Dataset):
    def __init__(self):
        # Created once, in the main process:
        self.rng = np.random.default_rng(0)

    def __len__(self):
        return 4

    def __getitem__(self, i):
        # A "random" augmentation parameter:
        return round(float(self.rng.random()), 4)


class GlobalJitter(Jitter):
    def __getitem__(self, i):
        # NumPy's global generator instead:
        return float(np.random.random())


if __name__ == "__main__":
    loader = DataLoader(Jitter(), batch_size=2, num_workers=2)
    for epoch in range(2):
        first, second = (batch.tolist() for batch in loader)
        print(f"epoch {epoch}: worker 0 {first} worker 1 {second}")
        # Both workers drew the same
        # numbers...
        assert first == second
        # ...and draw them again every epoch:
        assert first == [0.637, 0.2698]

    # NumPy's global generator is reseeded in
    # each worker: the workers' draws differ
    loader = DataLoader(GlobalJitter(), batch_size=2, num_workers=2)
    first, second = (batch.tolist() for batch in loader)
    print(f"np.random.random(), workers differ: {first != second}")
    assert first != second
