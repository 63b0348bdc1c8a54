import torch
from torch import nn

embedding = nn.Embedding(10, 4).to("cuda")
# 10 is one past the last row
ids = torch.tensor([3, 10], device="cuda")
try:
    embedding(ids)
    torch.cuda.synchronize()
except RuntimeError as error:
    print(f"{type(error).__name__}: {error}")
    assert isinstance(error, torch.AcceleratorError)
    assert "CUDA error: device-side assert triggered" in str(error)
    assert "asynchronously reported" in str(error)
else:
    raise AssertionError("an id past the table passed")

# the context stays broken: the next call
# fails too
try:
    (torch.ones(1, device="cuda") + 1).cpu()
except RuntimeError as error:
    assert "CUDA error: device-side assert triggered" in str(error)
else:
    raise AssertionError("the CUDA context survived the error")
