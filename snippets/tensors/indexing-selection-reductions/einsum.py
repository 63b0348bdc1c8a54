import torch

A = torch.arange(6).reshape(2, 3)
B = torch.arange(12).reshape(3, 4)

# j is summed over; i and k are kept
C = torch.einsum("ij,jk->ik", A, B)
print(C)
assert torch.equal(C, A @ B)

batch_a = torch.arange(24).reshape(4, 2, 3)
batch_b = torch.arange(48).reshape(4, 3, 4)
batched = torch.einsum("bij,bjk->bik", batch_a, batch_b)
assert torch.equal(batched, batch_a @ batch_b)

M = torch.arange(9).reshape(3, 3)
trace = torch.einsum("ii->", M)
transposed = torch.einsum("ij->ji", A)
column_sums = torch.einsum("ij->j", A)
print(trace, column_sums, transposed.shape)
assert torch.equal(trace, M.trace())
assert torch.equal(transposed, A.t())
assert torch.equal(column_sums, A.sum(dim=0))
