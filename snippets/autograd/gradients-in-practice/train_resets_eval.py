from torch import nn

model = nn.Sequential(nn.Linear(4, 4), nn.BatchNorm1d(4))
model[1].eval()  # frozen statistics, set once before training
assert not model[1].training

model.train()  # the start of the next epoch
assert model[1].training  # (1)!


class Frozen(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(4, 4), nn.BatchNorm1d(4))

    def train(self, mode=True):  # re-apply the freeze whenever the mode changes
        super().train(mode)
        for m in self.modules():
            if isinstance(m, nn.BatchNorm1d):
                m.eval()
        return self


frozen = Frozen().train()
assert frozen.training and not frozen.body[1].training
