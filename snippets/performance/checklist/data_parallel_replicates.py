import torch
from torch import nn


class Probe(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)
        # shared by the replicas, which
        # copy the module's __dict__
        self.seen = []

    def forward(self, x):
        self.seen.append((x.device.index, x.shape[0]))
        return self.fc(x)


# the parameters must be on device_ids[0]
model = Probe().cuda()
dp = nn.DataParallel(model, device_ids=[0, 1])
out = dp(torch.randn(8, 3, device="cuda:0"))
# the batch split across two GPUs
assert sorted(model.seen) == [(0, 4), (1, 4)]
# the outputs gathered on the first
assert out.device == torch.device("cuda", 0) and out.shape == (8, 2)

# change the model between two forwards...
with torch.no_grad():
    model.fc.weight.zero_()
    model.fc.bias.zero_()
out = dp(torch.randn(8, 3, device="cuda:0"))
# ...GPU 1 saw it too: its replica was
# copied from the model again
assert torch.equal(out, torch.zeros(8, 2, device="cuda:0"))
