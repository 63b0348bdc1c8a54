import warnings

import torch
from torch import nn


def lrs_used(scheduler_first):
    model = nn.Linear(2, 1)
    opt = torch.optim.SGD(model.parameters(), lr=1.0)
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)
    used = []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(3):
            model(torch.ones(1, 2)).sum().backward()
            if scheduler_first:
                sched.step()
            used.append(opt.param_groups[0]["lr"])  # the lr this step uses
            opt.step()
            if not scheduler_first:
                sched.step()  # (1)!
    return used, [str(w.message) for w in caught]


used, caught = lrs_used(scheduler_first=False)
assert used == [1.0, 0.5, 0.25] and caught == []

used, caught = lrs_used(scheduler_first=True)
assert "Detected call of `lr_scheduler.step()` before `optimizer.step()`" in caught[0]
assert used == [0.5, 0.25, 0.125]  # the first value of the schedule is skipped
