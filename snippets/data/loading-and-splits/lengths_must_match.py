import torch
from torch.utils.data import random_split

files = [f"{i:04d}.png" for i in range(1776)]  # the memo's 1243 + 533 images

try:
    random_split(files, [1243, 532])  # one sample short
except ValueError as error:
    message = "Sum of input lengths does not equal the length of the input dataset"
    assert message in str(error)
else:
    raise AssertionError("expected a ValueError")

g = torch.Generator().manual_seed(233)
train, test = random_split(files, [1243, 533], generator=g)
train_list = ["train/" + name for name in train]  # iterating gives the items
assert len(train_list) == 1243 and len(test) == 533
assert train_list[0] == "train/" + files[train.indices[0]]

halves = random_split(range(10350), [5175, 5175])  # the memo's other example
assert [len(h) for h in halves] == [5175, 5175]
