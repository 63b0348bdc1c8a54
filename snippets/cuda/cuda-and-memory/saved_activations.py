import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(512, 512), nn.ReLU(), nn.Linear(512, 512))


def saved_kib(batch_size, grad=True):
    """KiB that autograd keeps for backward."""
    saved = []

    def pack(tensor):
        saved.append(tensor.numel() * tensor.element_size())
        return tensor

    x = torch.randn(batch_size, 512)
    hooks = torch.autograd.graph.saved_tensors_hooks
    with hooks(pack, lambda t: t), torch.set_grad_enabled(grad):
        model(x)
    return sum(saved) // 1024


big, half = saved_kib(256), saved_kib(128)
evaluation = saved_kib(256, grad=False)
print(f"batch 256: {big} KiB, batch 128: {half} KiB")
print(f"batch 256 under no_grad: {evaluation} KiB")
assert half < big and evaluation == 0
