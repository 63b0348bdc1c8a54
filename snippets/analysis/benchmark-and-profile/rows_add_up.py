import math

import torch
from torch.profiler import ProfilerActivity, profile, record_function
from torchvision import models

model = models.resnet50(weights=None).eval()
x = torch.randn(1, 3, 64, 64)

with torch.no_grad():
    model(x)
    with (
        profile(activities=[ProfilerActivity.CPU]) as prof,
        record_function("resnet50"),
    ):
        model(x)

rows = prof.key_averages()
total = sum(row.self_cpu_time_total for row in rows)
# the table's last line: the sum of Self CPU
# over all rows, however many are shown
footer = rows.table(row_limit=1).splitlines()[-1]
print(footer.split(":")[0])
assert footer == rows.table().splitlines()[-1]
value = footer.split(": ")[1]
for unit, us in [("ms", 1e3), ("us", 1), ("s", 1e6)]:
    if value.endswith(unit):
        shown = float(value.removesuffix(unit)) * us
        break
assert abs(shown - total) <= 1e-3 * total

# every operator ran inside the label: its
# total is the sum of all self times
(label,) = [row for row in rows if row.key == "resnet50"]
ratio = label.cpu_time_total / total
print(f"resnet50 CPU total / sum of Self CPU: {ratio:.2f}")
assert abs(label.cpu_time_total - total) <= 1e-6 * total

# a total counts its children again: the
# operators' CPU totals add up to more than
# twice their Self CPU
ops = [row for row in rows if row.key != "resnet50"]
totals = sum(row.cpu_time_total for row in ops)
selfs = sum(row.self_cpu_time_total for row in ops)
print("operators' CPU totals > 2 × their Self CPU:", totals > 2 * selfs)
assert totals > 2 * selfs

# one convolution, three nested rows
by_key = {row.key: row for row in rows}
chain = ["aten::conv2d", "aten::convolution", "aten::_convolution"]
print([by_key[k].count for k in chain])
assert [by_key[k].count for k in chain] == [53, 53, 53]
nested = [by_key[k].cpu_time_total for k in chain]
assert nested[0] >= nested[1] >= nested[2]
# conv2d's total: its own time plus the total
# of the aten::convolution it calls
conv2d, conv = by_key["aten::conv2d"], by_key["aten::convolution"]
parts = conv2d.self_cpu_time_total + conv.cpu_time_total
same = math.isclose(conv2d.cpu_time_total, parts, rel_tol=1e-9)
print(f"conv2d total = self + convolution total: {same}")
assert same
assert conv2d.self_cpu_time_total < conv2d.cpu_time_total
