import torch

x = torch.arange(6).reshape(2, 3)
y = x.transpose(0, 1)
print(x.stride(), y.stride())
assert (x.stride(), y.stride()) == ((3, 1), (1, 3))

# the storage, read in order
storage = y.as_strided((y.numel(),), (1,), 0)
print(storage.tolist(), y.tolist())
assert storage.tolist() == x.flatten().tolist()
assert y.untyped_storage().tolist() == x.untyped_storage().tolist()
assert y.storage_offset() == x.storage_offset() == 0

# y[i, j] at i*stride(0) + j*stride(1)
i, j = 2, 1
offset = i * y.stride(0) + j * y.stride(1)
print(offset, y[i, j].item(), storage[offset].item())
assert y[i, j] == storage[offset]
assert all(
    y[i, j] == storage[i * y.stride(0) + j * y.stride(1)]
    for i in range(3)
    for j in range(2)
)

row = torch.zeros(1, 3)
col = torch.zeros(3, 1)
contiguous = [t.is_contiguous() for t in (y, row.t(), col.t())]
print(contiguous)
assert contiguous == [False, True, True]
