import torch

torch.manual_seed(0)
A = torch.randn(10, 3, 4)  # a batch of 10 matrices 3×4
B = torch.randn(10, 4, 5)  # a batch of 10 matrices 4×5

C = A @ B  # matrix products of the last two dims, batch by batch
assert C.shape == (10, 3, 5)
torch.testing.assert_close(C, torch.bmm(A, B))
torch.testing.assert_close(C[7], A[7] @ B[7])
torch.testing.assert_close(C, torch.matmul(A, B))

W = torch.randn(4, 5)  # one matrix for the whole batch
assert (A @ W).shape == (10, 3, 5)  # @ broadcasts the batch dims...
try:
    torch.bmm(A, W)  # ...bmm does not
except RuntimeError as error:
    assert "batch2 must be a 3D tensor" in str(error)
else:
    raise AssertionError("bmm needs two 3-d tensors")
try:
    torch.bmm(A, B[:5])  # ...nor batches of different sizes
except RuntimeError as error:
    assert "Expected size for first two dimensions of batch2 tensor" in str(error)
else:
    raise AssertionError("bmm needs the same batch size")

assert torch.equal(A.bmm(B), torch.bmm(A, B))  # the method form
assert not hasattr(A, "bmn")  # the memo's A.bmn(B) does not exist
