import torch
from torch import nn

torch.manual_seed(0)
emb = nn.Embedding(num_embeddings=10, embedding_dim=4)
ids = torch.tensor([[1, 2, 10]])

# check the data against the table first
print(int(ids.min()), int(ids.max()), emb.num_embeddings)
assert int(ids.max()) >= emb.num_embeddings

# grow the table to the vocabulary, keeping
# the rows already learnt
bigger = nn.Embedding(int(ids.max()) + 1, 4)
with torch.no_grad():
    bigger.weight[:10] = emb.weight
out = bigger(ids)
print(tuple(out.shape))
assert out.shape == (1, 3, 4)
assert torch.equal(out[0, :2], emb(ids[0, :2]))
