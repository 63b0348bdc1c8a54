import torch

loss = torch.tensor(0.25)
value = loss.item()  # (1)!
assert type(value) is float and value == 0.25

running = torch.zeros(())
for _ in range(3):
    running += loss.detach()  # accumulate on the device: no sync
assert running.item() == 0.75  # one sync at the end
