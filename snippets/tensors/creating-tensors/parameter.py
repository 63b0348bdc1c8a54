import torch
from torch import nn

w = nn.Parameter(torch.randn(2, 3))
assert isinstance(w, torch.Tensor)  # a Parameter is a Tensor...
assert w.requires_grad  # ...that requires grad by default
assert not nn.Parameter(torch.randn(2, 3), requires_grad=False).requires_grad


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(3))  # registered: the optimizer sees it
        self.t = torch.ones(3)  # a plain tensor attribute is not a parameter


assert [name for name, _ in Scale().named_parameters()] == ["w"]
