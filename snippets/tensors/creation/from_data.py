import torch

assert isinstance(torch.Tensor, type)  # torch.Tensor is the class...
assert not isinstance(torch.tensor, type)  # ...torch.tensor a function that builds one

data = [[0.1, 1.2], [2.2, 3.1], [4.9, 5.2]]
t = torch.tensor(data)
assert type(t) is torch.Tensor
assert t.dtype == torch.float32  # the default float dtype
assert torch.tensor([1, 2]).dtype == torch.int64  # integers stay integers
print(t)
print(torch.zeros(2, 3))  # sizes as separate integers...
assert torch.equal(torch.zeros(2, 3), torch.zeros((2, 3)))  # ...or as one tuple
