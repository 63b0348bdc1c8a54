from torch import nn

model = nn.Sequential(nn.Linear(4, 4), nn.BatchNorm1d(4), nn.Dropout(0.5))
assert model.training  # a new module is in training mode
assert all(m.training for m in model.modules())

model.eval()  # recursive: every submodule
assert not any(m.training for m in model.modules())
model.train()
assert all(m.training for m in model.modules())
