import torch

A = torch.tensor([1.7, -1.7, 0.0])
assert A.double().dtype == torch.float64
assert A.float().dtype == torch.float32
assert A.long().tolist() == [1, -1, 0]  # float to int truncates toward zero
assert A.int().dtype == torch.int32
assert A.bool().tolist() == [True, True, False]  # nonzero is True
assert torch.equal(A.to(torch.int64), A.long())  # .to(dtype) says the same

B = torch.zeros(2, dtype=torch.float16)
C = A.type_as(B)  # B's dtype (and B's device)
assert C.dtype == torch.float16 and C.device == B.device
assert torch.equal(C, A.to(B))  # .to(other) does the same

assert A.float() is A  # already float32: the same tensor, no copy
for method in ("double", "float", "long", "int", "bool"):  # the same for each
    converted = getattr(A, method)()
    assert getattr(converted, method)() is converted
assert A.double() is not A  # a real conversion makes a new tensor
