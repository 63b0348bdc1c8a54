import torch.distributed as dist
from torch.utils.data.distributed import DistributedSampler

# under torchrun, init_process_group("gloo")
# reads the rest from the environment; a
# one-process group needs no port or launcher
store = dist.HashStore()
dist.init_process_group("gloo", store=store, rank=0, world_size=1)
sampler = DistributedSampler(range(8), shuffle=False)
print("rank", dist.get_rank(), "gets", list(sampler))
assert list(sampler) == list(range(8))
dist.destroy_process_group()
assert not dist.is_initialized()
