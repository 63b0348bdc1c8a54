import torch

snapshot_doc = torch.cuda.memory._snapshot.__doc__
# a snapshot's keys and its events
for line in [
    "segments: List[Segment]",
    "device_traces: List[List[TraceEntry]]",
    "frames: List[Frame]",
    '"alloc"  # memory allocated',
    '"free_requested",',
]:
    assert line in snapshot_doc, line

dump_doc = " ".join(torch.cuda.memory._dump_snapshot.__doc__.split())
viewer = (
    "opened by the interactive snapshot viewer at pytorch.org/memory_viz"
)
print(f"_dump_snapshot: the file can be {viewer}")
assert viewer in dump_doc
