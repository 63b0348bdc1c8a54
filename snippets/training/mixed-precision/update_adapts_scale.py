import torch

scaler = torch.amp.GradScaler("cpu")
w = torch.tensor([1.0], requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)

# An overflowing gradient:
scaler.scale((w * float("inf")).sum()).backward()
scaler.step(opt)
print("w after the skipped step:", w.item())
assert w.item() == 1.0
scaler.update()
print("scale after an inf:", scaler.get_scale())
assert scaler.get_scale() == 32768.0

# Growth, with 3 steps instead of 2000:
scaler = torch.amp.GradScaler("cpu", growth_interval=3)
scales = []
for _ in range(3):
    opt.zero_grad()
    scaler.scale(w.sum()).backward()
    scaler.step(opt)
    scaler.update()
    scales.append(scaler.get_scale())
print("scale after 1, 2, 3 clean steps:", scales)
assert scales == [65536.0, 65536.0, 131072.0]
