import tempfile
from pathlib import Path

import torch
from torch.utils.data import random_split

# 1776 image files:
# 1243 for training, 533 for testing
files = [f"{i:04d}.png" for i in range(1776)]

try:
    random_split(files, [1243, 532])  # (1)!
except ValueError as error:
    print(f"ValueError: {error}")
    message = "Sum of input lengths does not equal the length"
    assert message in str(error)
else:
    raise AssertionError("expected a ValueError")

g = torch.Generator().manual_seed(233)
train, test = random_split(files, [1243, 533], generator=g)
train_list = ["train/" + name for name in train]  # (2)!
test_list = ["test/" + name for name in test]
print("train:", len(train_list), "test:", len(test), train_list[:2])
assert len(train_list) == 1243 and len(test) == 533
assert train_list[0] == "train/" + files[train.indices[0]]
assert sorted(list(train) + list(test)) == files


def write_file(file_name, contents):
    with open(file_name, "w") as f:
        for content in contents:
            f.write(content + "\n")


with tempfile.TemporaryDirectory() as folder:
    train_file = Path(folder, "train.txt")
    test_file = Path(folder, "test.txt")
    write_file(train_file, train_list)
    write_file(test_file, test_list)
    read_train = train_file.read_text().splitlines()
    read_test = test_file.read_text().splitlines()
print("read back:", len(read_train), len(read_test), read_test[0])
assert read_train == train_list and read_test == test_list

halves = random_split(range(10350), [5175, 5175])
print("halves:", [len(h) for h in halves])
assert [len(h) for h in halves] == [5175, 5175]
