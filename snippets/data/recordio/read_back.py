from recordio import (
    MAGIC_BYTES,
    MAX_LENGTH,
    iter_records,
    read_at,
    read_idx,
    write_rec,
)

# isort: split
# --8<-- [start:demo]
import os
import tempfile
from pathlib import Path

# The files go into a temporary folder.
folder = tempfile.TemporaryDirectory()
os.chdir(folder.name)

records = {1: b"first", 2: b"second record", 7: b"seven" * 3}
write_rec("data.rec", records, "data.idx")
print("in order:", list(iter_records("data.rec")))
assert list(iter_records("data.rec")) == list(records.values())

index = read_idx("data.idx")
print("index:", index)
with open("data.rec", "rb") as handle:
    for key in [7, 1]:
        data, _ = read_at(handle, index[key], "data.rec")
        print(f"key {key}: {data}")
        assert data == records[key]

# Magic numbers in the data, at 4 and 12:
tricky = b"AAAA" + MAGIC_BYTES + b"BBBB" + MAGIC_BYTES + b"CCCCC"
write_rec("tricky.rec", [tricky])
raw = Path("tricky.rec").read_bytes()
words = [int.from_bytes(raw[i : i + 4], "little") for i in (4, 16, 28)]
flags = [w >> 29 for w in words]
lengths = [w & MAX_LENGTH for w in words]
print("flags:", flags, "lengths:", lengths)
assert flags == [1, 2, 3] and lengths == [4, 4, 5]
assert raw.count(MAGIC_BYTES) == 3 and len(raw) == 3 * 8 + 13 + 3
assert list(iter_records("tricky.rec")) == [tricky]
# --8<-- [end:demo]
