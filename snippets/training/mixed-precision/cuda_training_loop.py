import torch
from torch import nn

assert torch.cuda.is_available()
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(16, 16), nn.ReLU(), nn.Linear(16, 1))
model = model.cuda()
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
scaler = torch.amp.GradScaler("cuda")
inputs = torch.randn(8, 16, device="cuda")
target = torch.randn(8, 1, device="cuda")
data = [(inputs, target)] * 4

for inputs, target in data:
    with torch.autocast("cuda", dtype=torch.float16):
        output = model(inputs)
        assert output.dtype == torch.float16  # (1)!
        loss = nn.functional.mse_loss(output, target)
    assert loss.dtype == torch.float32  # (2)!
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)  # (3)!
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad()

assert all(p.dtype == torch.float32 for p in model.parameters())
