import torch
from torch import nn


class PositionalScale(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("scale", torch.ones(4))  # (1)!
        self.register_buffer("cache", torch.zeros(4), persistent=False)
        # An ordinary attribute:
        self.plain = torch.ones(4)

    def forward(self, x):
        return x * self.scale


m = PositionalScale()
buffers = [name for name, _ in m.named_buffers()]
print(f"buffers: {buffers}, parameters: {list(m.parameters())}")
print(f"state_dict: {list(m.state_dict())}")
# An attribute name for the buffer:
assert m.scale is m.get_buffer("scale")
assert buffers == ["scale", "cache"]
# Buffers are not trained:
assert list(m.parameters()) == []
# persistent=False: not saved.
assert list(m.state_dict()) == ["scale"]

m.to(torch.float64)
print(
    f"after .to(float64): scale {m.scale.dtype}, cache {m.cache.dtype},"
    f" plain {m.plain.dtype}"
)
# Buffers follow the move...
assert m.scale.dtype == m.cache.dtype == torch.float64
# ...the plain attribute stays behind.
assert m.plain.dtype == torch.float32

m.to("meta")  # (2)!
print(f"after .to('meta'): scale {m.scale.device}, plain {m.plain.device}")
assert m.scale.device.type == "meta"
assert m.plain.device.type == "cpu"
