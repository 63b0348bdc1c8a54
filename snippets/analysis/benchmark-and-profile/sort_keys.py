import inspect
import warnings

import torch
from torch.autograd import profiler_util
from torch.profiler import ProfilerActivity, profile

x = torch.randn(64, 64)
with profile(activities=[ProfilerActivity.CPU]) as prof:
    for _ in range(3):
        x = torch.relu(x @ x)

rows = prof.key_averages()
# the table replaces "cuda" by "device": give
# each row its own device time (a CPU profile
# has none) and sort by the old name
for i, row in enumerate(sorted(rows, key=lambda r: r.key)):
    row.device_time_total = i
by_cuda = rows.table(sort_by="cuda_time_total", row_limit=1)
first = by_cuda.splitlines()[3].split()[0]
most = max(rows, key=lambda r: r.device_time_total).key
print("cuda_time_total sorts by device time:", first == most)
assert first == most
assert not hasattr(rows[0], "cuda_time_total")
source = inspect.getsource(profiler_util._build_table)
for old in ["cuda", "xpu", "privateuse1"]:
    assert f'.replace("{old}", "device")' in source

# any attribute of a row is a key, even one
# the docstring does not list
doc = type(rows).table.__doc__
assert "cuda_time_total" in doc
assert "self_cpu_time_total" not in doc
assert "device_time_total" not in doc
table = rows.table(sort_by="self_cpu_time_total", row_limit=1)
top = max(rows, key=lambda row: row.self_cpu_time_total)
assert table.splitlines()[3].split()[0] == top.key
# the GPU's keys exist on a CPU profile too
for key in ["self_device_time_total", "device_time_total"]:
    assert hasattr(rows[0], key)
    rows.table(sort_by=key)

try:
    rows.table(sort_by="cpu_time_totl")
except AttributeError as error:
    print(f"AttributeError: {error}")
    assert "cpu_time_totl" in str(error)
else:
    raise AssertionError("a misspelt key did not raise")

# on one event, the old name warns
event = prof.events()[0]
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    assert event.cuda_time_total == event.device_time_total
(warning,) = [w for w in caught if w.category is FutureWarning]
print(f"FutureWarning: {warning.message}")
