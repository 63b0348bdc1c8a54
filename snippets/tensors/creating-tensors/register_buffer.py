import torch
from torch import nn


class PositionalEmbedding(nn.Module):
    def __init__(self, length, dim):
        super().__init__()
        table = torch.arange(length * dim, dtype=torch.float32).view(length, dim)
        self.register_buffer("table", table)  # computed once, reused every call
        self.register_buffer("scratch", torch.zeros(dim), persistent=False)

    def forward(self, x):
        return x + self.table[: x.size(1)]


m = PositionalEmbedding(16, 4)
assert m.table.shape == (16, 4)  # reachable as an attribute by its name
assert list(m.parameters()) == []  # not a parameter: no gradient, no optimizer
assert list(m.state_dict()) == ["table"]  # persistent=False stays out of checkpoints
assert [name for name, _ in m.named_buffers()] == ["table", "scratch"]

m.to(torch.float64)  # buffers follow the module's moves and casts...
assert m.table.dtype == torch.float64
m.plain = torch.zeros(3)  # ...a plain tensor attribute does not
m.to(torch.float16)
assert m.table.dtype == torch.float16 and m.plain.dtype == torch.float32
