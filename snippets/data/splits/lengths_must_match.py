from torch.utils.data import random_split

try:
    random_split(range(1776), [1243, 532])  # one sample short
except ValueError as e:
    assert "Sum of input lengths does not equal the length of the input dataset" in str(
        e
    )
else:
    raise AssertionError("expected a ValueError")
