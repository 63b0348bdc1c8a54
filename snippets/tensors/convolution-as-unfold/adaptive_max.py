import torch
from torch import nn

torch.manual_seed(0)
max_pooling = nn.AdaptiveMaxPool2d((1, 1))
# (B, C, H, W), as out of a ResNet-18
feature_maps = torch.randn(20, 512, 8, 8)
feature_vectors = max_pooling(feature_maps)
print(feature_vectors.shape)
assert feature_vectors.shape == (20, 512, 1, 1)
amax = feature_maps.amax(dim=(2, 3), keepdim=True)
assert torch.equal(feature_vectors, amax)

# drop the (1, 1) for a linear layer
vectors = feature_vectors.flatten(1)
print(vectors.shape)
assert vectors.shape == (20, 512)

other = max_pooling(torch.randn(20, 512, 7, 5))
assert other.shape == (20, 512, 1, 1)
two_by_two = nn.AdaptiveMaxPool2d((2, 2))(feature_maps)
print(two_by_two.shape)
assert two_by_two.shape == (20, 512, 2, 2)
