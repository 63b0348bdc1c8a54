import torch

scaler = torch.amp.GradScaler("cpu")
w = torch.tensor([1.0], requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)

scaler.scale((w * float("inf")).sum()).backward()  # an overflowing gradient
scaler.step(opt)  # finds the inf and skips optimizer.step()
assert w.item() == 1.0
scaler.update()
assert scaler.get_scale() == 32768.0  # halved for the next iteration
