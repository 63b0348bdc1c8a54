import torch
import torch.nn.functional as F

torch.manual_seed(0)
# N, C_in, H, W
x = torch.randn(2, 3, 10, 12)
# C_out, C_in, kH, kW
weight = torch.randn(8, 3, 3, 3)
bias = torch.randn(8)

expected = F.conv2d(x, weight, bias, padding=1)

cols = F.unfold(x, kernel_size=3, padding=1)
print(cols.shape)
assert cols.shape == (2, 3 * 3 * 3, 10 * 12)
# [8, 27] @ [2, 27, 120] -> [2, 8, 120]
products = weight.view(8, -1) @ cols + bias[:, None]
print(products.shape)
out = F.fold(products, output_size=(10, 12), kernel_size=1)  # (1)!
print(out.shape)

assert out.shape == expected.shape == (2, 8, 10, 12)
torch.testing.assert_close(out, expected)
assert torch.equal(out, products.view(2, 8, 10, 12))
