import torch
from torch import nn


class AddNoise(nn.Module):
    def __init__(self):
        super().__init__()
        # a buffer follows the module's .to()
        self.register_buffer("scale", torch.ones(4))

    def forward(self, x):
        noise = torch.randn(x.shape, device=x.device)
        return x + noise * self.scale


# "meta" stands in for "cuda", as above
model = AddNoise().to("meta")
y = model(torch.randn(2, 4, device="meta"))
print(model.scale.device, y.device)
assert model.scale.device.type == y.device.type == "meta"
