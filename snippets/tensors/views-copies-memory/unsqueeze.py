import torch

x = torch.tensor([1, 2, 3, 4])
print(x.unsqueeze(0))
print(x.unsqueeze(1))
assert x.unsqueeze(0).shape == torch.unsqueeze(x, 0).shape == (1, 4)
assert x.unsqueeze(1).shape == (4, 1)
# -1 means -1 + x.dim() + 1 = 1
assert x.unsqueeze(-1).shape == (4, 1)
assert x.unsqueeze(-2).shape == (1, 4)

# valid: [-x.dim() - 1, x.dim() + 1)
for dim in (-3, 2):
    try:
        x.unsqueeze(dim)
    except IndexError as error:
        print(f"IndexError: {error}")
        assert "expected to be in range of [-2, 1]" in str(error)
    else:
        raise AssertionError(f"unsqueeze({dim}) should fail")

# a view: shares the data
u = x.unsqueeze(1)
u[3, 0] = 40
print(x.tolist())
assert x[3] == 40
