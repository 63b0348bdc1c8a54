import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
features = torch.randn(2, 8, 4, 4)  # (1)!
target = torch.tensor([0, 2])
head = nn.Linear(8 * 2 * 2, 3)

flat = features.view(-1, 8 * 2 * 2)  # (2)!
print("rows after view(-1, 32):", flat.shape[0])
try:
    nn.CrossEntropyLoss()(head(flat), target)
except ValueError as error:
    print(f"ValueError: {error}")
    assert (
        "Expected input batch_size (8) to match target batch_size (2)."
        in str(error)
    )
else:
    raise AssertionError("the loss did not raise")

# nll_loss checks the same, with the same
# message:
try:
    F.nll_loss(head(flat).log_softmax(1), target)
except ValueError as error:
    assert (
        "Expected input batch_size (8) to match target batch_size (2)."
        in str(error)
    )
else:
    raise AssertionError("nll_loss did not raise")
