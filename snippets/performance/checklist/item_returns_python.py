import torch

loss = torch.tensor(0.25)
value = loss.item()  # (1)!
print(type(value).__name__, value)
assert type(value) is float and value == 0.25

running = torch.zeros(())
for _ in range(3):
    # accumulate on the device: no sync
    running += loss.detach()
# one read, so one sync, at the end
total = running.item()
print(total)
assert total == 0.75
