import torch
from torch import nn
from torch.utils.checkpoint import checkpoint


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(64, 64)
        self.calls = 0

    def forward(self, x):
        self.calls += 1
        return torch.relu(self.fc(x)).sin()


def saved_tensors(fn):
    """How many tensors autograd keeps for the backward pass of fn()."""
    count = 0

    def pack(t):
        nonlocal count
        count += 1
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        out = fn()
    return out, count


block = Block()
x = torch.randn(8, 64, requires_grad=True)

out, plain = saved_tensors(lambda: block(x))
out.sum().backward()
print(f"plain: {block.calls} forward, tensors saved: {plain}")
# one forward, no recomputation
assert block.calls == 1

block.calls = 0
out, kept = saved_tensors(lambda: checkpoint(block, x, use_reentrant=False))
assert block.calls == 1
out.sum().backward()
print(f"checkpointed: {block.calls} forwards, tensors saved: {kept}")
assert block.calls == 2  # (1)!
# fewer tensors kept for the backward
assert kept < plain
