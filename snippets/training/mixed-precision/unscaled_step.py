import torch

scaler = torch.amp.GradScaler("cpu")
w = torch.tensor([1.0], requires_grad=True)
opt = torch.optim.SGD([w], lr=0.001)
scaler.scale(w.sum()).backward()

opt.step()  # bad: the optimizer sees the scaled gradient
torch.testing.assert_close(w, torch.tensor([1.0 - 0.001 * 65536]))  # 65536x too far
assert w.grad.tolist() == [65536.0]  # and the gradient is still scaled
