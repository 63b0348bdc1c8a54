import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 4, 3), nn.AdaptiveAvgPool2d(1), nn.Flatten())
images = torch.randn(2, 3, 8, 8)

views = [images, images.flip(-1), images.flip(-2)]  # (1)!
data = torch.stack(views, dim=1)  # batch, n_crops, c, h, w
batch_size, n_crops, c, h, w = data.size()
output = model(data.view(-1, c, h, w))  # one forward pass for all views
output = output.view(batch_size, n_crops, -1).mean(1)

expected = torch.stack([model(v) for v in views]).mean(0)  # one pass per view
torch.testing.assert_close(output, expected)
assert output.shape == (2, 4)

try:
    torch.stack([views])  # the memo's call: a list inside a list
except TypeError as error:
    assert "expected Tensor as element 0 in argument 0, but got list" in str(error)
else:
    raise AssertionError("expected a TypeError")
