import torch
from torch import nn

w = nn.Parameter(torch.randn(2, 3))
print(type(w).__name__, isinstance(w, torch.Tensor), w.requires_grad)
assert isinstance(w, torch.Tensor)
assert w.requires_grad
assert not torch.randn(2, 3).requires_grad
frozen = nn.Parameter(torch.randn(2, 3), requires_grad=False)
assert not frozen.requires_grad


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(3))
        self.t = torch.ones(3)


model = Scale()
names = [name for name, _ in model.named_parameters()]
print(names)
assert names == ["w"]
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
(params,) = [group["params"] for group in optimizer.param_groups]
assert len(params) == 1 and params[0] is model.w
