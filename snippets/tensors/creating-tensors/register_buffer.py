import torch
from torch import nn


class PositionalEmbedding(nn.Module):
    def __init__(self, length, dim):
        super().__init__()
        table = torch.arange(length * dim, dtype=torch.float32)
        self.register_buffer("table", table.view(length, dim))
        scratch = torch.zeros(dim)
        self.register_buffer("scratch", scratch, persistent=False)

    def forward(self, x):
        return x + self.table[: x.size(1)]


m = PositionalEmbedding(16, 4)
buffers = [name for name, _ in m.named_buffers()]
print(m.table.shape, list(m.parameters()))
print(buffers, list(m.state_dict()))
assert m.table.shape == (16, 4)
assert list(m.parameters()) == []
assert buffers == ["table", "scratch"]
assert list(m.state_dict()) == ["table"]
assert m(torch.zeros(2, 3, 4)).shape == (2, 3, 4)

m.plain = torch.zeros(3)
m.to(torch.float16)
print(m.table.dtype, m.plain.dtype)
assert m.table.dtype == m.scratch.dtype == torch.float16
assert m.plain.dtype == torch.float32
m.to("meta")
assert m.table.device.type == m.scratch.device.type == "meta"
assert m.plain.device.type == "cpu"

# A buffer is the very tensor registered:
# computed once in __init__, reused by
# every forward(), never copied.
table = torch.ones(2)
holder = nn.Module()
holder.register_buffer("table", table)
print(f"buffer is the tensor given: {holder.table is table}")
assert holder.table is table
