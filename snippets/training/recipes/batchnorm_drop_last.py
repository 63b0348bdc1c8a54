import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.BatchNorm1d(8), nn.ReLU())
data = TensorDataset(torch.randn(5, 4))

# Training: drop the last, incomplete batch.
loader = DataLoader(data, batch_size=2, drop_last=True)
sizes = [model(x).shape[0] for (x,) in loader]
print("trained on batches of", sizes)
assert sizes == [2, 2]

# Inference on one sample: evaluation mode.
model.eval()
one = data[0][0].unsqueeze(0)
with torch.no_grad():
    out = model(one)
print("one sample in eval():", tuple(out.shape))
assert out.shape == (1, 8)
# The running statistics normalise it, so its
# output is the same inside any batch:
with torch.no_grad():
    batch_out = model(data.tensors[0])
assert torch.allclose(out, batch_out[:1])
