import torch

torch.manual_seed(0)
A = torch.randn(3, 4)
B = torch.randn(4, 5)

C = torch.einsum("ij,jk->ik", A, B)  # j is summed over; i and k are kept
torch.testing.assert_close(C, A @ B)

batch_a, batch_b = torch.randn(10, 3, 4), torch.randn(10, 4, 5)
torch.testing.assert_close(
    torch.einsum("bij,bjk->bik", batch_a, batch_b), batch_a @ batch_b
)
M = torch.randn(4, 4)
torch.testing.assert_close(torch.einsum("ii->", M), M.trace())  # repeated: diagonal
torch.testing.assert_close(torch.einsum("ij->ji", A), A.t())  # no sum: a transpose
torch.testing.assert_close(torch.einsum("ij->j", A), A.sum(dim=0))  # dropped: summed
