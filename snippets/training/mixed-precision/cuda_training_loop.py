import torch
from torch import nn

assert torch.cuda.is_available()
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(16, 16), nn.ReLU(), nn.Linear(16, 1)).cuda()
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
scaler = torch.amp.GradScaler("cuda")
data = [(torch.randn(8, 16, device="cuda"), torch.randn(8, 1, device="cuda"))] * 4

for inputs, target in data:
    with torch.autocast("cuda", dtype=torch.float16):
        output = model(inputs)
        assert output.dtype == torch.float16  # the matmuls ran in float16
        loss = nn.functional.mse_loss(output, target)
    assert loss.dtype == torch.float32  # mse_loss autocasts to float32
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)  # only to modify the gradients:
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad()

assert all(p.dtype == torch.float32 for p in model.parameters())
