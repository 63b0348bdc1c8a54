import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
logits = torch.randn(4, 3)  # (1)!
labels = torch.tensor([1, 2, 3, 1])  # (2)!
loss_fn = nn.CrossEntropyLoss()

try:
    loss_fn(logits, labels)
except IndexError as error:
    print(f"IndexError: {error}")
    assert "Target 3 is out of bounds." in str(error)
else:
    raise AssertionError("the loss did not raise")

# A negative label other than ignore_index
# fails too:
try:
    loss_fn(logits, torch.tensor([0, 1, -1, 2]))
except IndexError as error:
    assert "Target -1 is out of bounds." in str(error)
else:
    raise AssertionError("the loss did not raise")

# nll_loss reads each label as an index too:
try:
    F.nll_loss(logits.log_softmax(1), labels)
except IndexError as error:
    assert "Target 3 is out of bounds." in str(error)
else:
    raise AssertionError("nll_loss did not raise")
