import warnings
from unittest import mock

import torch
from torch import nn
from torchvision.models import ResNet18_Weights, WeightsEnum, resnet18

# The old keyword still works, with two
# warnings:
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    old = resnet18(pretrained=False)
messages = [str(w.message) for w in caught if w.category is UserWarning]
print(f"UserWarning: {messages[0]}")
assert messages[0] == (
    "The parameter 'pretrained' is deprecated since 0.13 and may be"
    " removed in the future, please use 'weights' instead."
)
assert len(messages) == 2
assert messages[1] == (
    "Arguments other than a weight enum or `None` for 'weights' are"
    " deprecated since 0.13 and may be removed in the future. The"
    " current behavior is equivalent to passing `weights=None`."
)

# weights=None: the same architecture
# with random weights, and no warning.
with warnings.catch_warnings():
    warnings.simplefilter("error")
    model = resnet18(weights=None)
shapes = {name: p.shape for name, p in model.state_dict().items()}
assert shapes == {name: p.shape for name, p in old.state_dict().items()}

# The trained weights: an enum member
# that carries the url of its file.
print(ResNet18_Weights.DEFAULT)
assert ResNet18_Weights.DEFAULT is ResNet18_Weights.IMAGENET1K_V1
url = ResNet18_Weights.DEFAULT.url
assert url.startswith("https://download.pytorch.org/")

# progress=True is the default. It goes to
# the download, which weights=None skips:
random_sd = resnet18(weights=None).state_dict()
with mock.patch.object(
    WeightsEnum, "get_state_dict", return_value=random_sd
) as download:
    resnet18(weights=None, progress=True)
    download.assert_not_called()
    resnet18(weights=ResNet18_Weights.DEFAULT)
    download.assert_called_once_with(progress=True, check_hash=True)

# Grey-scale input and 10 classes:
# replace the first and the last layer.
model.conv1 = nn.Conv2d(
    1, 64, kernel_size=7, stride=2, padding=3, bias=False
)
model.fc = nn.Linear(model.fc.in_features, 10)
out = model(torch.randn(2, 1, 64, 64))
print(out.shape)
assert out.shape == (2, 10)
