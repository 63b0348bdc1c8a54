import torch

# a tensor moves by returning a copy
t = torch.ones(3)
g = t.cuda()
assert g is not t
assert g.device == torch.device("cuda:0") and t.device.type == "cpu"
assert t.to(torch.device("cuda:0")).device == g.device
assert g.cpu().device.type == "cpu"
# already there: the same tensor
assert g.to("cuda") is g and g.cuda() is g

# a module moves in place
model = torch.nn.Linear(2, 2)
assert model.cuda() is model
assert model.weight.is_cuda

# type_as follows the other's device
assert torch.ones(2).type_as(g).is_cuda

name = torch.cuda.get_device_name(torch.cuda.current_device())
assert isinstance(name, str) and name

# some operations exist only on the CPU
try:
    g.apply_(lambda v: v)
except TypeError as error:
    assert "apply_ is only implemented on CPU tensors" in str(error)
else:
    raise AssertionError("apply_ on a CUDA tensor should fail")
