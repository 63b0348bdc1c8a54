import torch
from torch import nn
from torchinfo import Units, summary

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 8, kernel_size=3, padding=1),
    nn.ReLU(),
    nn.MaxPool2d(2),
    nn.Conv2d(8, 16, kernel_size=3, padding=1),
    nn.ReLU(),
    nn.AdaptiveAvgPool2d(1),
    nn.Flatten(),
    nn.Linear(16, 10),
)

# prints the table and returns the statistics
stats = summary(model, input_size=(2, 3, 32, 32), col_width=16)

n_params = sum(p.numel() for p in model.parameters())
assert stats.total_params == n_params == 1562
assert stats.trainable_params == n_params
# one row per layer, with its output shape
rows = {row.class_name: row for row in stats.summary_list}
assert rows["Linear"].output_size == [2, 10]
# the mult-adds line counts millions
assert "mult-adds (Units.MEGABYTES): 1.06" in str(stats)
assert round(stats.total_mult_adds / 1e6, 2) == 1.06
# the label is the enum's name, not its "M"
assert Units.MEGABYTES.value == "M"
assert f"{Units.MEGABYTES}" == "Units.MEGABYTES"
