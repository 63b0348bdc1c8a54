import torch

x = torch.tensor([1, 2])
y = torch.tensor([1, 2])
assert torch.equal(x, y)  # same size, same elements...
assert x.data_ptr() != y.data_ptr()  # ...in different memory
assert not torch.equal(x, torch.tensor([1, 2, 3]))  # different size: False, no error
assert torch.equal(x, torch.tensor([1.0, 2.0]))  # dtypes may differ

torch.manual_seed(0)
a = torch.randn(1, 2, 3, 4)
b = a.transpose(1, 2)  # torch.Size([1, 3, 2, 4])
c = a.view(1, 3, 2, 4)  # torch.Size([1, 3, 2, 4])
assert not torch.equal(a, b)  # different shapes
assert not torch.equal(a, c)
assert not torch.equal(b, c)  # same shape, elements in a different order
assert a.data_ptr() == b.data_ptr() == c.data_ptr()  # all three: the same memory
