from torch import nn

model = nn.Sequential(nn.Linear(10, 20), nn.ReLU(), nn.Linear(20, 2))
model[0].requires_grad_(False)

num_params = sum(p.numel() for p in model.parameters())
num_trainable = sum(
    p.numel() for p in model.parameters() if p.requires_grad
)
print(f"parameters: {num_params}, trainable: {num_trainable}")
assert num_params == (10 * 20 + 20) + (20 * 2 + 2) == 262
assert num_trainable == 42

# The same layer twice:
tied = nn.Sequential(model[2], model[2])
tied_count = sum(p.numel() for p in tied.parameters())
print(f"one layer used twice: {tied_count}")
assert tied_count == 42  # (1)!
