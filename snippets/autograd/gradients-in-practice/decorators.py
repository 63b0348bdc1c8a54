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
print(f"evaluate: is_inference={out.is_inference()}")
print(f"predict: is_inference={predict(model, data).is_inference()}")
print(f"grad enabled afterwards: {torch.is_grad_enabled()}")
print(f"model.training: {model.training}")
assert not out.requires_grad and not out.is_inference()
assert predict(model, data).is_inference()
# Done by the functions' model.eval():
assert not model.training
# Grad mode is restored on return:
assert torch.is_grad_enabled()


@torch.inference_mode()
def predict_without_eval(model, data):
    return model(data)


model.train()
predict_without_eval(model, data)
print(f"without model.eval(): model.training={model.training}")
# The decorator alone leaves Dropout on:
assert model.training
