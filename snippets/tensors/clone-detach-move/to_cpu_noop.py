import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# created on the CPU: nothing to copy
t = torch.ones(3)
print(t.cpu() is t, t.to("cpu") is t, t.to(torch.device("cpu")) is t)
assert t.cpu() is t
assert t.to("cpu") is t
assert t.to(torch.device("cpu")) is t
# portable code names the device
assert t.to(device).device.type == device.type
# another device: a new tensor there (the
# meta device stands in for a GPU)
moved = t.to("meta")
assert moved is not t and moved.device.type == "meta"

# a module moves in place, returns itself
model = torch.nn.Linear(2, 2)
weight = model.weight
print(model.cpu() is model, model.to(torch.float64).weight is weight)
assert model.cpu() is model
assert model.to(torch.float64) is model
assert model.weight is weight
assert model.to("cpu") is model
print(weight.dtype)
assert weight.dtype == torch.float64

# the first GPU, present or not
first = torch.device("cuda:0")
print(first, first.type, first.index)
assert first.type == "cuda" and first.index == 0
