import torch

x = torch.arange(6).reshape(2, 3)
before = x.untyped_storage().tolist()  # the raw bytes of the one-dimensional storage

y = x.transpose(0, 1)
assert y.untyped_storage().tolist() == before  # transposing moved no byte...
assert (x.stride(), y.stride()) == ((3, 1), (1, 3))  # ...it only swapped the strides
assert y.storage_offset() == x.storage_offset() == 0

# element [i, j] sits at offset + i * stride[0] + j * stride[1] of the storage:
flat = x.flatten()
assert all(
    y[i, j] == flat[i * y.stride(0) + j * y.stride(1)]
    for i in range(3)
    for j in range(2)
)

assert not y.is_contiguous()  # elements out of row-major order...
assert torch.zeros(1, 3).t().is_contiguous()  # ...unless a dimension has size 1
