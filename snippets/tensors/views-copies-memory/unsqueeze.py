import torch

x = torch.tensor([1, 2, 3, 4])
assert x.unsqueeze(0).shape == torch.unsqueeze(x, 0).shape == (1, 4)
assert x.unsqueeze(1).shape == (4, 1)
assert x.unsqueeze(-1).shape == (4, 1)  # -1 means dim + x.dim() + 1 = 1
assert x.unsqueeze(-2).shape == (1, 4)
print(x.unsqueeze(0))
print(x.unsqueeze(1))

for dim in (-3, 2):  # valid dims: [-x.dim() - 1, x.dim() + 1) = [-2, 2)
    try:
        x.unsqueeze(dim)
    except IndexError as error:
        assert "expected to be in range of [-2, 1]" in str(error)
    else:
        raise AssertionError(f"unsqueeze({dim}) should fail")

u = x.unsqueeze(1)
u[3, 0] = 40  # a view: shares the data
assert x[3] == 40
assert torch.equal(torch.squeeze(torch.zeros(2, 1, 2, 1, 2)), torch.zeros(2, 2, 2))
