import torch

MiB = 2**20
device = torch.device("cuda")
torch.cuda.reset_peak_memory_stats(device)
start = torch.cuda.memory_allocated(device)

# two tensors of 4 MiB of float32 each
x = torch.empty(1024, 1024, device=device)
y = x * 2
now = torch.cuda.memory_allocated(device) - start
print(f"allocated: +{now / MiB:.0f} MiB")
assert now >= 8 * MiB

# freeing y lowers the count, not the peak
del y
now = torch.cuda.memory_allocated(device) - start
peak = torch.cuda.max_memory_allocated(device) - start
print(f"after del: +{now / MiB:.0f} MiB, peak +{peak / MiB:.0f} MiB")
assert 4 * MiB <= now < 8 * MiB <= peak
# the cache keeps the freed block
assert torch.cuda.memory_reserved(device) >= peak + start

# a reset sets the peak to what is
# allocated now, not to 0
torch.cuda.reset_peak_memory_stats(device)
peak = torch.cuda.max_memory_allocated(device)
now = torch.cuda.memory_allocated(device)
print(f"after reset: peak {peak / MiB:.0f} MiB, now {now / MiB:.0f} MiB")
assert peak == now > 0
