import torch
from torch import nn


class Probe(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)
        self.seen = []  # shared by the replicas: they copy the module's __dict__

    def forward(self, x):
        self.seen.append((x.device.index, x.shape[0]))
        return self.fc(x)


model = Probe().cuda()  # the parameters must be on device_ids[0]
dp = nn.DataParallel(model, device_ids=[0, 1])
out = dp(torch.randn(8, 3, device="cuda:0"))
assert sorted(model.seen) == [(0, 4), (1, 4)]  # the batch split across two GPUs
assert out.device == torch.device("cuda", 0) and out.shape == (8, 2)  # gathered

with torch.no_grad():  # change the model between two forwards...
    model.fc.weight.zero_()
    model.fc.bias.zero_()
out = dp(torch.randn(8, 3, device="cuda:0"))
assert torch.equal(out, torch.zeros(8, 2, device="cuda:0"))  # ...GPU 1 saw it too:
# its replica was copied from the model again in this forward
