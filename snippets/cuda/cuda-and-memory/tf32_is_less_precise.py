import torch

torch.manual_seed(0)
a = torch.randn(1024, 1024, device="cuda")
b = torch.randn(1024, 1024, device="cuda")
exact = a.double() @ b.double()

# full float32, then TF32
torch.backends.cuda.matmul.fp32_precision = "ieee"
ieee_error = (a @ b - exact).abs().max().item()
torch.backends.cuda.matmul.fp32_precision = "tf32"
tf32_error = (a @ b - exact).abs().max().item()
print(f"largest error: ieee {ieee_error:.1e}, tf32 {tf32_error:.1e}")

if torch.cuda.get_device_capability() >= (8, 0):
    # Ampere or later: TF32 is used
    assert tf32_error > 10 * ieee_error
else:
    # no TF32 units: no change
    assert tf32_error == ieee_error
