from recordio import RecordDataset, write_rec

# isort: split
# --8<-- [start:demo]
import io
import os
import pickle
import tempfile

from torch.utils.data import DataLoader

# The files go into a temporary folder.
folder = tempfile.TemporaryDirectory()
os.chdir(folder.name)

# Records bigger than Python's read buffer:
records = {key: b"record %d " % key * 1000 for key in range(1, 9)}
write_rec("data.rec", records, "data.idx")
chunk = max(io.DEFAULT_BUFFER_SIZE, os.stat("data.rec").st_blksize)
assert min(map(len, records.values())) > chunk
dataset = RecordDataset("data.rec", "data.idx")
print("item 0, read in the main process:", dataset[0][:18], "...")
position = dataset.handle.tell()

loader = DataLoader(
    dataset,
    batch_size=None,
    num_workers=2,
    multiprocessing_context="fork",
)
read = list(loader)
print(f"{len(read)} records from 2 workers")
assert read == list(records.values())
print("main process position unchanged:", dataset.handle.tell() == position)
assert dataset.handle.tell() == position

copy = pickle.loads(pickle.dumps(dataset))
print("a pickled copy has a file open:", copy.handle is not None)
assert copy.handle is None and copy[3] == records[4]
# --8<-- [end:demo]
