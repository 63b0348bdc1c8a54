import torch
from torchvision.models import resnet18
from torchvision.models.feature_extraction import create_feature_extractor

model = resnet18(weights=None).eval()
extractor = create_feature_extractor(
    model, return_nodes={"layer4": "features"}
)

captured = {}
handle = model.layer4.register_forward_hook(
    lambda module, inputs, output: captured.update(features=output)
)
x = torch.randn(2, 3, 64, 64)
with torch.no_grad():
    # A dict: only the nodes asked for.
    out = extractor(x)
    model(x)
handle.remove()

print({name: tuple(t.shape) for name, t in out.items()})
assert list(out) == ["features"]
# The values a hook sees:
torch.testing.assert_close(out["features"], captured["features"])
