import torch
from torch import nn


class AddNoise(nn.Module):
    def forward(self, x):
        # on the CPU, whatever device x is on
        noise = torch.randn(x.shape)
        return x + noise


x = torch.randn(2, 4, device="cuda")
try:
    AddNoise()(x)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert (
        "Expected all tensors to be on the same device, "
        "but found at least two devices, cuda:0 and cpu!"
    ) in str(error)
else:
    raise AssertionError("cuda + cpu tensors did not raise")

# a 0-dim CPU tensor is the exception:
# it mixes in
y = x + torch.tensor(1.0)
print(f"x + torch.tensor(1.0): {y.device}")
assert y.device == x.device
