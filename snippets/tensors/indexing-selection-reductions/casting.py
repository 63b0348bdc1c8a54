import torch

A = torch.tensor([1.7, -1.7, 0.0])
print(A.long(), A.bool())
assert A.long().tolist() == [1, -1, 0]
assert A.bool().tolist() == [True, True, False]
assert A.double().dtype == torch.float64
assert A.float().dtype == torch.float32
assert A.int().dtype == torch.int32
assert torch.equal(A.to(torch.int64), A.long())

B = torch.zeros(2, dtype=torch.float16)
C = A.type_as(B)
print(C.dtype, C.device)
assert C.dtype == torch.float16 and C.device == B.device
assert torch.equal(C, A.to(B))

print(A.float() is A, A.double() is A)
assert A.float() is A
assert A.double() is not A
for method in ("double", "float", "long", "int", "bool"):
    converted = getattr(A, method)()
    assert getattr(converted, method)() is converted

# The device too: the meta device (shapes,
# no data) stands in for a GPU here.
M = torch.zeros(2, dtype=torch.float16, device="meta")
print(A.type_as(M).device, A.to(M).device)
assert A.type_as(M).device.type == "meta"
assert A.type_as(M).dtype == torch.float16
