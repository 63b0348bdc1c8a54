import warnings

import torch

torch.set_warn_always(True)  # (1)!
x = torch.zeros(5, 2, 3, 4)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    reversed_dims = x.T
(warning,) = [w for w in caught if w.category is UserWarning]
first_sentence = str(warning.message).split(". ")[0]
print(reversed_dims.shape)
print(f"{warning.category.__name__}: {first_sentence}.")
assert reversed_dims.shape == (4, 3, 2, 5)
assert first_sentence == (
    "The use of `x.T` on tensors of dimension other than 2 to reverse "
    "their shape is deprecated and it will throw an error in a future "
    "release"
)

# transpose the last two dims of a batch
print(x.mT.shape)
assert x.mT.shape == (5, 2, 4, 3)
assert torch.equal(x.mT, x.transpose(-2, -1))
# reverse all the dims
print(x.permute(3, 2, 1, 0).shape)
assert torch.equal(x.permute(3, 2, 1, 0), reversed_dims)
reverse = torch.arange(x.ndim - 1, -1, -1)
assert torch.equal(x.permute(*reverse), reversed_dims)

# Python's filter: once per call site
shown = []
with warnings.catch_warnings():
    warnings.simplefilter("default")
    # collect what Python would print
    warnings.showwarning = lambda *args: shown.append(args[0])
    for _ in range(3):
        reversed_dims = x.T
print("3 calls on one line, shown:", len(shown))
assert len(shown) == 1

# simplefilter("always") shows every one
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    for _ in range(3):
        reversed_dims = x.T
print("3 calls with 'always', shown:", len(caught))
assert len(caught) == 3

# PyTorch: at most once per process
torch.set_warn_always(False)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    for _ in range(3):
        reversed_dims = x.T
print("without set_warn_always, at most 1:", len(caught) <= 1)
assert len(caught) <= 1
# used up now, whatever ran before:
# no more warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    for _ in range(3):
        reversed_dims = x.T
assert caught == []
