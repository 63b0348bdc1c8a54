import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset, get_worker_info


class Jitter(Dataset):
    def __init__(self):
        self.rng = np.random.default_rng(0)

    def __len__(self):
        return 4

    def __getitem__(self, i):
        return round(float(self.rng.random()), 4)


def seed_worker(worker_id):
    info = get_worker_info()
    # info.seed differs per worker and per
    # epoch; it is
    # also torch.initial_seed() inside the
    # worker.
    assert info.seed == torch.initial_seed()
    info.dataset.rng = np.random.default_rng(info.seed)


if __name__ == "__main__":
    torch.manual_seed(0)
    loader = DataLoader(
        Jitter(), batch_size=2, num_workers=2, worker_init_fn=seed_worker
    )
    epochs = [[batch.tolist() for batch in loader] for _ in range(2)]
    for epoch, (first, second) in enumerate(epochs):
        print(f"epoch {epoch}: worker 0 {first} worker 1 {second}")
        assert first != second
    assert epochs[0] != epochs[1]
