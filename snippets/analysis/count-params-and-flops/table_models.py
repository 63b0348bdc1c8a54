import inspect

import torchvision
from pytorchvideo.models.hub import x3d_m

x3d = x3d_m(pretrained=False)
resnet = torchvision.models.resnet50(weights=None)

for name, model in [("X3D-M", x3d), ("ResNet-50", resnet)]:
    params = sum(p.numel() for p in model.parameters())
    print(f"{name}: {params:,} parameters, training={model.training}")

# the notebook's printed X3D-M count
assert sum(p.numel() for p in x3d.parameters()) == 3_794_274
# torchvision's own record of ResNet-50
meta = torchvision.models.ResNet50_Weights.IMAGENET1K_V1.meta
assert sum(p.numel() for p in resnet.parameters()) == meta["num_params"]
# built in training mode, like torch.hub.load
assert x3d.training and resnet.training
assert "pretrained" in inspect.signature(x3d_m).parameters
