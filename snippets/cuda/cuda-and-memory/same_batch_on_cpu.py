import torch
from torch import nn

embedding = nn.Embedding(10, 4)
ids = torch.tensor([3, 10])
try:
    embedding(ids)
except IndexError as error:
    print(f"IndexError: {error}")
    assert "index out of range in self" in str(error)
else:
    raise AssertionError("an id past the table passed")

# the check that finds the culprit
bad = ids[(ids < 0) | (ids >= embedding.num_embeddings)]
print("ids out of range:", bad.tolist())
assert bad.tolist() == [10]
