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
            # the rate this step uses
            used.append(opt.param_groups[0]["lr"])
            opt.step()
            if not scheduler_first:
                sched.step()  # (1)!
    return used, caught


used, caught = lrs_used(scheduler_first=False)
print("optimizer first:", used)
assert used == [1.0, 0.5, 0.25] and caught == []

used, caught = lrs_used(scheduler_first=True)
print("scheduler first:", used)
(w,) = caught
first_sentence = str(w.message).split(". ")[0]
print(f"{w.category.__name__}: {first_sentence}.")
expected = (
    "Detected call of `lr_scheduler.step()` before `optimizer.step()`"
)
assert expected in str(w.message)
assert used == [0.5, 0.25, 0.125]  # (2)!
