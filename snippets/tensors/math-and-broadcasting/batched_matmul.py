import torch

torch.manual_seed(0)
# batches of 10 matrices, 3×4 and 4×5
A = torch.randn(10, 3, 4)
B = torch.randn(10, 4, 5)

C = A @ B
print(C.shape)
assert C.shape == (10, 3, 5)
torch.testing.assert_close(C, torch.bmm(A, B))
torch.testing.assert_close(C[7], A[7] @ B[7])
torch.testing.assert_close(C, torch.matmul(A, B))
assert torch.equal(A.bmm(B), torch.bmm(A, B))

# one matrix for the whole batch
W = torch.randn(4, 5)
print((A @ W).shape)
assert (A @ W).shape == (10, 3, 5)
torch.testing.assert_close((A @ W)[7], A[7] @ W)
try:
    torch.bmm(A, W)
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    assert "batch2 must be a 3D tensor" in str(error)
else:
    raise AssertionError("bmm needs two 3-d tensors")
try:
    torch.bmm(A, B[:5])
except RuntimeError as error:
    print(f"RuntimeError: {error}")
    message = str(error)
    assert "Expected size for first two dimensions of batch2" in message
else:
    raise AssertionError("bmm needs the same batch size")

assert not hasattr(A, "bmn")
