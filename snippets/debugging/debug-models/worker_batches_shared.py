import torch
from torch.utils.data import DataLoader

data = torch.arange(8.0)

# the main process loads: ordinary memory
batch = next(iter(DataLoader(data, batch_size=4)))
print("num_workers=0:", batch.is_shared())
assert not batch.is_shared()

# a worker sends its batch through
# shared memory
loader = DataLoader(data, batch_size=4, num_workers=1)
batch = next(iter(loader))
print("num_workers=1:", batch.is_shared())
assert batch.is_shared()
