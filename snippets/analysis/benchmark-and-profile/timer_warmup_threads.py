import torch
from torch.utils import benchmark

calls = []


def step():
    calls.append(torch.get_num_threads())


before = torch.get_num_threads()
timer = benchmark.Timer(stmt="step()", globals={"step": step})
m = timer.timeit(number=50)
print(f"calls: {len(calls)}, timed: {m.number_per_run}")
# max(50 // 100, 2) warm-up calls, not timed
assert len(calls) == 50 + 2
assert len(m.times) == 1

print("threads inside Timer:", set(calls))
assert set(calls) == {1}
assert m.num_threads == 1
assert torch.get_num_threads() == before
# the documentation's reason for one thread
doc = " ".join(benchmark.Timer.__doc__.split())
assert "comparisons are apples-to-apples" in doc

# time with the threads the model gets
calls.clear()
benchmark.Timer(
    stmt="step()", globals={"step": step}, num_threads=before
).timeit(number=1)
assert set(calls) == {before}
