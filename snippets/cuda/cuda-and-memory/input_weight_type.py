import torch
from torch import nn

model = nn.Conv2d(3, 8, 3).to("cuda")
x = torch.randn(2, 3, 32, 32)
x.to("cuda")  # (1)!
try:
    model(x)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert str(error) == (
        "Input type (torch.FloatTensor) and weight type "
        "(torch.cuda.FloatTensor) should be the same or input should "
        "be a MKLDNN tensor and weight is a dense tensor"
    )
else:
    raise AssertionError("a CPU input passed a CUDA conv")
