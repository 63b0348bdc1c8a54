import torch

a = torch.tensor([True, True, False, False])
b = torch.tensor([True, False, True, False])
assert (a & b).tolist() == [True, False, False, False]  # and
assert (a | b).tolist() == [True, True, True, False]  # or
assert (a ^ b).tolist() == [False, True, True, False]  # xor
assert (~a).tolist() == [False, False, True, True]  # not

# On integers the same operators are bitwise:
assert (torch.tensor([6]) & torch.tensor([3])).item() == 2  # 0b110 & 0b011

# On floats they do not exist; compare first to get a bool tensor:
x = torch.tensor([0.5, -1.0, 2.0])
try:
    x & x
except NotImplementedError as error:
    assert "not implemented for 'Float'" in str(error)
else:
    raise AssertionError("& on float tensors should fail")
assert ((x > 0) & (x < 1)).tolist() == [True, False, False]
