import torch
from torch import nn

bn = nn.BatchNorm1d(3).to(torch.float16)
assert bn.running_mean.dtype == torch.float16  # floating-point buffers are cast
assert bn.num_batches_tracked.dtype == torch.int64  # integer buffers are not
