from torch import nn

model = nn.Sequential(nn.Linear(4, 4), nn.BatchNorm1d(4))
# Frozen statistics, set once:
model[1].eval()
print(f"after bn.eval(): bn.training={model[1].training}")
assert not model[1].training

# The start of the next epoch:
model.train()
print(f"after model.train(): bn.training={model[1].training}")
assert model[1].training  # (1)!


class Frozen(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(4, 4), nn.BatchNorm1d(4))

    # Re-freeze on every mode change.
    def train(self, mode=True):
        super().train(mode)
        for m in self.modules():
            if isinstance(m, nn.BatchNorm1d):
                m.eval()
        return self


frozen = Frozen().train()
print(
    f"Frozen().train(): training={frozen.training},"
    f" bn.training={frozen.body[1].training}"
)
assert frozen.training and not frozen.body[1].training
