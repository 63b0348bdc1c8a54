import torch
from torch import nn

bn = nn.BatchNorm1d(3).to(torch.float16)
print(f"running_mean: {bn.running_mean.dtype}")
print(f"num_batches_tracked: {bn.num_batches_tracked.dtype}")
# Floating-point buffers are cast...
assert bn.running_mean.dtype == torch.float16
# ...integer buffers are not.
assert bn.num_batches_tracked.dtype == torch.int64
