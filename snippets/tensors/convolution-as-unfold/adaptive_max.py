import torch
from torch import nn

max_pooling = nn.AdaptiveMaxPool2d((1, 1))
feature_maps = torch.randn(20, 512, 8, 8)  # (B, C, H, W), as out of a ResNet-18
feature_vectors = max_pooling(feature_maps)
assert feature_vectors.shape == (20, 512, 1, 1)  # (B, C, 1, 1)
assert torch.equal(feature_vectors, feature_maps.amax(dim=(2, 3), keepdim=True))

vectors = feature_vectors.flatten(1)  # drop the (1, 1) for a linear layer
assert vectors.shape == (20, 512)

assert nn.AdaptiveMaxPool2d((1, 1))(torch.randn(20, 512, 7, 5)).shape == (20, 512, 1, 1)
assert nn.AdaptiveMaxPool2d((2, 2))(feature_maps).shape == (20, 512, 2, 2)  # any size
