import torch

# A small but real gradient.
grad = 1e-8
small = torch.tensor(grad, dtype=torch.float16)
scaled = torch.tensor(grad * 65536, dtype=torch.float16)
back = scaled.float() / 65536
print(f"1e-8 in float16: {small.item()}")
print(f"1e-8 * 65536 in float16: {scaled.item():.4g}")
print(f"divided back in float32: {back.item():.4g}")
assert small == 0
assert scaled > 0
torch.testing.assert_close(back, torch.tensor(grad), rtol=1e-3, atol=0)
