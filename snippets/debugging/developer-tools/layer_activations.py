import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 8, kernel_size=5, padding=2),
    nn.ReLU(),
    nn.MaxPool2d(2),
    nn.Conv2d(8, 16, kernel_size=3, padding=1),
    nn.ReLU(),
    nn.AdaptiveAvgPool2d(1),
    nn.Flatten(),
    nn.Linear(16, 10),
).eval()

# a 64 x 64 image: a disc on stripes
ys, xs = torch.meshgrid(
    torch.arange(64.0), torch.arange(64.0), indexing="ij"
)
stripes = ((xs + ys) // 8 % 2) * 0.5
disc = ((xs - 40) ** 2 + (ys - 24) ** 2 < 15**2).float()
grey = torch.maximum(stripes, disc)
image = torch.stack([grey, grey * 0.6, 1 - grey]).unsqueeze(0)

activations = {}


def keep(name):
    def hook(module, inputs, output):
        activations[name] = output.detach().clone()

    return hook


handles = [
    model[0].register_forward_hook(keep("conv1")),
    model[3].register_forward_hook(keep("conv2")),
]
with torch.no_grad():
    logits = model(image)
for handle in handles:
    handle.remove()

for name, maps in activations.items():
    print(name, tuple(maps.shape))
assert activations["conv1"].shape == (1, 8, 64, 64)
assert activations["conv2"].shape == (1, 16, 32, 32)
assert logits.shape == (1, 10)
