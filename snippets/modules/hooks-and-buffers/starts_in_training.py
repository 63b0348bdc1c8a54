from torch import nn

model = nn.Sequential(nn.Linear(4, 4), nn.BatchNorm1d(4), nn.Dropout(0.5))
# The Sequential, then its three layers:
print(f"new:     {[m.training for m in model.modules()]}")
# A new module is in training mode.
assert model.training
assert all(m.training for m in model.modules())

# Recursive: every submodule.
model.eval()
print(f"eval():  {[m.training for m in model.modules()]}")
assert not any(m.training for m in model.modules())
model.train()
print(f"train(): {[m.training for m in model.modules()]}")
assert all(m.training for m in model.modules())
