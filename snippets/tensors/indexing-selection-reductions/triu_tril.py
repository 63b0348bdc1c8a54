import torch

A = torch.arange(1, 10).reshape(3, 3)
print(torch.triu(A))
print(A.tril())
print(A.triu(diagonal=1))
assert torch.equal(A.triu() + A.tril(), A + torch.diag(A.diagonal()))
assert A.triu(diagonal=1).diagonal().tolist() == [0, 0, 0]

# a causal attention mask
causal = torch.ones(4, 4, dtype=torch.bool).tril()
assert causal.sum().item() == 10
