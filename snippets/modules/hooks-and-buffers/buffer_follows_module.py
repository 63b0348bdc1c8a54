import torch
from torch import nn


class PositionalScale(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("scale", torch.ones(4))  # (1)!
        self.register_buffer("cache", torch.zeros(4), persistent=False)
        self.plain = torch.ones(4)  # an ordinary attribute

    def forward(self, x):
        return x * self.scale


m = PositionalScale()
assert m.scale is m.get_buffer("scale")  # an attribute name for the buffer
assert [name for name, _ in m.named_buffers()] == ["scale", "cache"]
assert list(m.parameters()) == []  # buffers are not trained
assert list(m.state_dict()) == ["scale"]  # persistent=False: not saved

m.to(torch.float64)
assert m.scale.dtype == m.cache.dtype == torch.float64  # buffers follow the move
assert m.plain.dtype == torch.float32  # the plain attribute stays behind

m.to("meta")  # (2)!
assert m.scale.device.type == "meta"
assert m.plain.device.type == "cpu"
