import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 10, 12)  # N, C_in, H, W
weight = torch.randn(8, 3, 3, 3)  # C_out, C_in, kH, kW
bias = torch.randn(8)

expected = F.conv2d(x, weight, bias, padding=1)

cols = F.unfold(x, kernel_size=3, padding=1)  # "only the conv", no products yet
assert cols.shape == (2, 3 * 3 * 3, 10 * 12)  # [N, C_in × kH × kW, L]
out = weight.view(8, -1) @ cols + bias[:, None]  # [8, 27] @ [2, 27, 120] -> [2, 8, 120]
out = F.fold(out, output_size=(10, 12), kernel_size=1)  # (1)!

assert out.shape == expected.shape == (2, 8, 10, 12)
torch.testing.assert_close(out, expected)  # the same numbers, up to rounding
torch.testing.assert_close(
    out, (weight.view(8, -1) @ cols + bias[:, None]).view(2, 8, 10, 12)
)
