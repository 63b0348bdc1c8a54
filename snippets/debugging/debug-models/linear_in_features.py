import torch
from packaging.version import Version
from torch import nn

torch.manual_seed(0)
# in_features worked out for 28 x 28 images:
# 16 channels x 14 x 14 after the pooling
model = nn.Sequential(
    nn.Conv2d(1, 16, kernel_size=3, padding=1),
    nn.MaxPool2d(2),
    nn.Flatten(),
    nn.Linear(16 * 14 * 14, 10),
)
assert model(torch.randn(2, 1, 28, 28)).shape == (2, 10)
# the weight is (out_features, in_features);
# the message shows its transpose, 3136x10
assert model[-1].weight.shape == (10, 3136)

# 32 x 32 images: 16 x 16 x 16 features
try:
    model(torch.randn(2, 1, 32, 32))
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    shapes = (
        "mat1 and mat2 shapes cannot be multiplied (2x4096 and 3136x10)"
    )
    # 2.15 names the operator first
    if Version(torch.__version__) >= Version("2.15"):
        assert str(error) == f"addmm: {shapes}"
    else:
        assert str(error) == shapes
else:
    raise AssertionError("the Linear layer did not raise")
