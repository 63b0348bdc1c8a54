from unittest import mock

import torch

# Record what torch.manual_seed passes to
# the CUDA generators (none needed here):
with mock.patch("torch.cuda.manual_seed_all") as cuda_seed_all:
    torch.manual_seed(1)
print("torch.cuda.manual_seed_all called with:", cuda_seed_all.call_args)
cuda_seed_all.assert_called_once_with(1)
