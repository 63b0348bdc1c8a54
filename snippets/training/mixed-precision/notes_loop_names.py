import warnings

import torch
from torch import nn

# The notes' loop, as written:
notes_loop = """
use_amp = True
optimizer = torch.optim.SGD(model.parameters(), lr=0.001)
scaler = torch.cuda.amp.GradScaler(enabled=use_amp)

for epoch in range(epochs):
    for input, target in zip(data, targets):
        with torch.cuda.amp.autocast(enabled=use_amp):
            output = net(input)
            loss = loss_fn(output, target)
        scaler.scale(loss).backward()
        # scaler.unscale_(optimizer)
        # torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
        scaler.step(optimizer)
        scaler.update()
        opt.zero_grad()
"""
device = "cuda" if torch.cuda.is_available() else "cpu"
model = nn.Linear(4, 1).to(device)
# What the loop's context would define:
context = {
    "torch": torch,
    "model": model,
    "epochs": 1,
    "data": [torch.randn(2, 4, device=device)],
    "targets": [torch.randn(2, 1, device=device)],
    "loss_fn": nn.functional.mse_loss,
}
# As written, then with `net` supplied:
for extra, missing in [({}, "net"), ({"net": model}, "opt")]:
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        try:
            exec(notes_loop, {**context, **extra})
        except NameError as error:
            print(f"NameError: {error}")
            assert str(error) == f"name '{missing}' is not defined"
        else:
            raise AssertionError("the notes' loop ran to the end")
