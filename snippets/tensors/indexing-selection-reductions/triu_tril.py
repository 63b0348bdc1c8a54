import torch

A = torch.arange(1, 10).reshape(3, 3)
print(torch.triu(A))  # upper triangle, the rest set to 0
print(A.tril())  # lower triangle
assert torch.equal(A.triu() + A.tril(), A + torch.diag(A.diagonal()))
assert A.triu(diagonal=1).diagonal().tolist() == [0, 0, 0]  # above the diagonal

causal = torch.ones(4, 4, dtype=torch.bool).tril()  # a causal attention mask
assert causal.sum().item() == 10
