import torch
from torch.utils.data import DataLoader

pageable = torch.ones(1024)
pinned = pageable.pin_memory()  # a copy in page-locked host memory
assert pinned.is_pinned() and not pageable.is_pinned()
assert pinned.data_ptr() != pageable.data_ptr()

loader = DataLoader(torch.arange(8.0), batch_size=4, pin_memory=True)
batch = next(iter(loader))
assert batch.is_pinned()  # the loader pins each batch

on_gpu = batch.to("cuda", non_blocking=True)  # (1)!
torch.cuda.current_stream().synchronize()  # wait before reading the result
assert torch.equal(on_gpu.cpu(), batch)
