import pickle

import torch

torch.cuda.memory._record_memory_history(max_entries=100_000)

x = torch.randn(1024, 1024, device="cuda")
y = x @ x
y_address = y.data_ptr()
del y

snapshot = torch.cuda.memory._snapshot()
torch.cuda.memory._dump_snapshot("snapshot.pickle")
# stop recording
torch.cuda.memory._record_memory_history(enabled=None)

trace = snapshot["device_traces"][torch.cuda.current_device()]
allocs = [e for e in trace if e["action"] == "alloc"]
frees = [e for e in trace if e["action"] == "free_requested"]

# x's allocation, with the stack that made it
x_allocs = [e for e in allocs if e["addr"] == x.data_ptr()]
print(f"x's allocation recorded: {len(x_allocs) > 0}")
assert x_allocs[-1]["size"] >= x.nbytes
assert len(x_allocs[-1]["frames"]) > 0
# and y's free
y_freed = any(e["addr"] == y_address for e in frees)
print(f"y's free recorded: {y_freed}")
assert y_freed

# the file holds the same structure
with open("snapshot.pickle", "rb") as file:
    saved = pickle.load(file)
assert {"segments", "device_traces"} <= saved.keys()
