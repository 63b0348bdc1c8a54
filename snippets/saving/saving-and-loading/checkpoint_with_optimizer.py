import tempfile
from pathlib import Path

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 2)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
model(torch.randn(4, 3)).sum().backward()
# Now a momentum buffer per parameter:
optimizer.step()

with tempfile.TemporaryDirectory() as folder:
    path = Path(folder, "checkpoint.pt")
    torch.save(
        {
            "epoch": 7,
            "model": model.state_dict(),
            "optimizer": optimizer.state_dict(),
            "lr": 0.1,
            "arch": "linear-3-2",
        },
        path,
    )

    checkpoint = torch.load(path)  # (1)!
model2 = nn.Linear(3, 2)
optimizer2 = torch.optim.SGD(model2.parameters(), lr=0.5, momentum=0.9)
model2.load_state_dict(checkpoint["model"])
optimizer2.load_state_dict(checkpoint["optimizer"])

lr = optimizer2.param_groups[0]["lr"]
buf = optimizer2.state[model2.weight]["momentum_buffer"]
same = torch.equal(buf, optimizer.state[model.weight]["momentum_buffer"])
print("epoch:", checkpoint["epoch"], "arch:", checkpoint["arch"])
print("lr:", lr, "momentum buffer restored:", same)
assert checkpoint["epoch"] == 7 and checkpoint["arch"] == "linear-3-2"
assert lr == 0.1
assert same
