import torch
from torch import nn

torch.manual_seed(0)
# rows 0..9; a new token got id 10
emb = nn.Embedding(num_embeddings=10, embedding_dim=4)
ids = torch.tensor([[1, 2, 10]])

try:
    emb(ids)
except IndexError as error:
    print(f"IndexError: {error}")
    assert str(error) == "index out of range in self"
else:
    raise AssertionError("id 10 in a table of 10 rows should fail")

# a negative id fails the same way
try:
    emb(torch.tensor([-1]))
except IndexError as error:
    assert str(error) == "index out of range in self"
else:
    raise AssertionError("id -1 should fail")
