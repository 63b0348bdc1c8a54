import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.ReLU()).eval()
image = torch.rand(1, 3, 64, 64)
feature_maps = {}


def keep(name):
    def hook(module, inputs, output):
        fmap = output[:1, :1].detach().cpu()
        # resize without OpenCV
        fmap = F.interpolate(fmap, size=(256, 256), mode="bilinear")
        # scale to [0, 1], then cast
        fmap = (fmap - fmap.min()) / (fmap.max() - fmap.min())
        feature_maps[name] = (fmap[0, 0] * 255).round().to(torch.uint8)

    return hook


handle = model[0].register_forward_hook(keep("conv1"))
with torch.no_grad():
    model(image)
handle.remove()

kept = feature_maps["conv1"]
print(list(feature_maps), tuple(kept.shape), kept.dtype)
print("from", kept.min().item(), "to", kept.max().item())
assert kept.shape == (256, 256) and kept.dtype == torch.uint8
assert (kept.min().item(), kept.max().item()) == (0, 255)
