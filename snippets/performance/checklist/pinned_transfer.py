import torch
from torch.utils.data import DataLoader

# on a CUDA machine, both say yes
assert torch.accelerator.is_available() == torch.cuda.is_available()
assert torch.accelerator.current_accelerator().type == "cuda"

pageable = torch.ones(1024)
# a copy in page-locked host memory
pinned = pageable.pin_memory()
assert pinned.is_pinned() and not pageable.is_pinned()
assert pinned.data_ptr() != pageable.data_ptr()

loader = DataLoader(torch.arange(8.0), batch_size=4, pin_memory=True)
batch = next(iter(loader))
# the loader pins each batch
assert batch.is_pinned()

on_gpu = batch.to("cuda", non_blocking=True)  # (1)!
# wait before reading the result
torch.cuda.current_stream().synchronize()
assert torch.equal(on_gpu.cpu(), batch)
