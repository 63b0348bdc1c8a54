import torch
from torch import nn


@torch.no_grad()
def evaluate(model, data):  # (1)!
    model.eval()
    return model(data)


@torch.inference_mode()
def predict(model, data):
    model.eval()
    return model(data)


model = nn.Sequential(nn.Linear(3, 3), nn.Dropout(0.5))
data = torch.randn(2, 3)
out = evaluate(model, data)
assert not out.requires_grad and not out.is_inference()
assert predict(model, data).is_inference()
assert not model.training  # the functions' own model.eval() did this
assert torch.is_grad_enabled()  # the decorators restore grad mode on return


@torch.inference_mode()
def predict_without_eval(model, data):
    return model(data)


model.train()
predict_without_eval(model, data)
assert model.training  # the decorator alone leaves Dropout on
