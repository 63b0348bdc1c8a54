import torch

device = torch.device("cuda")
torch.cuda.reset_peak_memory_stats(device)
start = torch.cuda.memory_allocated(device)

x = torch.empty(1024, 1024, device=device)  # 4 MiB of float32
y = x * 2  # another 4 MiB
assert torch.cuda.memory_allocated(device) - start >= 8 * 2**20
del x, y
peak = torch.cuda.max_memory_allocated(device)
assert peak - start >= 8 * 2**20  # the peak remembers the freed tensors...
assert torch.cuda.memory_allocated(device) == start
assert torch.cuda.memory_reserved(device) >= peak  # the cache kept the freed blocks

torch.cuda.reset_peak_memory_stats(device)  # ...until it is reset
assert torch.cuda.max_memory_allocated(device) == start
