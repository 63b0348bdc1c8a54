import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 4, 3), nn.AdaptiveAvgPool2d(1), nn.Flatten()
)
images = torch.randn(2, 3, 8, 8)

views = [images, images.flip(-1), images.flip(-2)]  # (1)!
data = torch.stack(views, dim=1)  # (2)!
batch_size, n_crops, c, h, w = data.size()
# One forward pass for all the views
output = model(data.view(-1, c, h, w))
output = output.view(batch_size, n_crops, -1).mean(1)

print("stacked:", tuple(data.shape), "averaged:", tuple(output.shape))
assert output.shape == (2, 4)
# Same as one pass per view, averaged
expected = torch.stack([model(v) for v in views]).mean(0)
torch.testing.assert_close(output, expected)

try:
    torch.stack([views])  # (3)!
except TypeError as error:
    print(f"TypeError: {error}")
    message = "expected Tensor as element 0 in argument 0, but got list"
    assert message in str(error)
else:
    raise AssertionError("expected a TypeError")
