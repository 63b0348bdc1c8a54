import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

t = torch.ones(3)  # created on the CPU
assert t.cpu() is t  # already there: the very same tensor, nothing copied
assert t.to("cpu") is t
assert t.to(torch.device("cpu")) is t
assert t.to(device).device.type == device.type  # portable code names the device

model = torch.nn.Linear(2, 2)
weight = model.weight
assert model.cpu() is model  # modules move in place and return themselves
assert model.to(torch.float64).weight is weight  # the same Parameter, converted
assert weight.dtype == torch.float64
assert model.to("cpu") is model

first = torch.device("cuda:0")  # the first GPU, whether or not one is present
assert first.type == "cuda" and first.index == 0
