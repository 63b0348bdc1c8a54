import torch

a = torch.tensor([True, True, False, False])
b = torch.tensor([True, False, True, False])
print("a & b", (a & b).tolist())
print("a | b", (a | b).tolist())
print("a ^ b", (a ^ b).tolist())
print("~a   ", (~a).tolist())
assert (a & b).tolist() == [True, False, False, False]
assert (a | b).tolist() == [True, True, True, False]
assert (a ^ b).tolist() == [False, True, True, False]
assert (~a).tolist() == [False, False, True, True]

# integers: bit by bit, 0b110 & 0b011
print(torch.tensor([6]) & torch.tensor([3]))
assert (torch.tensor([6]) & torch.tensor([3])).item() == 2

x = torch.tensor([0.5, -1.0, 2.0])
try:
    x & x
except NotImplementedError as error:
    print(f"NotImplementedError: {error}")
    assert "not implemented for 'Float'" in str(error)
else:
    raise AssertionError("& on float tensors should fail")
# compare first to get a bool tensor
print(((x > 0) & (x < 1)).tolist())
assert ((x > 0) & (x < 1)).tolist() == [True, False, False]
