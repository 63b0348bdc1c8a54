import torch

t = torch.ones(3)
g = t.cuda()  # a tensor moves by returning a copy on the GPU
assert g is not t
assert g.device == torch.device("cuda:0") and t.device.type == "cpu"
assert t.to(torch.device("cuda:0")).device == g.device
assert g.cpu().device.type == "cpu"
assert g.to("cuda") is g  # already there: the same tensor

model = torch.nn.Linear(2, 2)
assert model.cuda() is model  # a module moves in place
assert model.weight.is_cuda

assert torch.ones(2).type_as(g).is_cuda  # type_as follows the other tensor's device

name = torch.cuda.get_device_name(torch.cuda.current_device())
assert isinstance(name, str) and name

try:
    g.apply_(lambda v: v)  # some operations exist only for CPU tensors
except TypeError as error:
    assert "apply_ is only implemented on CPU tensors" in str(error)
else:
    raise AssertionError("apply_ on a CUDA tensor should fail")
