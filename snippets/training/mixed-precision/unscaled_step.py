import torch

scaler = torch.amp.GradScaler("cpu")
w = torch.tensor([1.0], requires_grad=True)
opt = torch.optim.SGD([w], lr=0.001)
scaler.scale(w.sum()).backward()

# Wrong: sees the scaled gradient.
opt.step()
print("w:", round(w.item(), 3), "grad:", w.grad.item())
# 65536 times too far (1 - 0.001 * 65536):
torch.testing.assert_close(w, torch.tensor([1.0 - 0.001 * 65536]))
assert w.grad.tolist() == [65536.0]
