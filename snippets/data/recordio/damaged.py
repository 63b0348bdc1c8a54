from recordio import RecordDataset, RecordIOError, iter_records, write_rec

# isort: split
# --8<-- [start:demo]
import os
import tempfile
from pathlib import Path

# The files go into a temporary folder.
folder = tempfile.TemporaryDirectory()
os.chdir(folder.name)

records = [b"record_0", b"abc", b"hello world"]
offsets = write_rec("data.rec", records, "good.idx")
good = Path("data.rec").read_bytes()
print("offsets:", list(offsets.values()))

# A copy that stopped 6 bytes early:
Path("cut.rec").write_bytes(good[:-6])
try:
    list(iter_records("cut.rec"))
except RecordIOError as error:
    print(f"RecordIOError: {error}")
    assert f"offset {offsets[2]} in cut.rec" in str(error)
else:
    raise AssertionError("read a cut file")

# Record 1's magic number overwritten:
Path("bad.rec").write_bytes(good[:16] + bytes(4) + good[20:])
try:
    list(iter_records("bad.rec"))
except RecordIOError as error:
    print(f"RecordIOError: {error}")
    assert "bad magic number 0x00000000 at offset 16" in str(error)
else:
    raise AssertionError("read past a bad magic number")

# An .idx whose second offset is 8 bytes off:
Path("data.idx").write_text(f"0\t0\n1\t{offsets[1] + 8}\n")
dataset = RecordDataset("data.rec", "data.idx")
try:
    dataset[1]
except RecordIOError as error:
    print(f"RecordIOError: {error}")
    assert f"at offset {offsets[1] + 8} in data.rec" in str(error)
else:
    raise AssertionError("read a record from the middle of one")
assert dataset[0] == b"record_0"

# A copy cut exactly where record 2 starts:
Path("short.rec").write_bytes(good[: offsets[2]])
print("in order:", list(iter_records("short.rec")))
assert list(iter_records("short.rec")) == records[:2]
try:
    RecordDataset("short.rec", "good.idx")[2]
except RecordIOError as error:
    print(f"RecordIOError: {error}")
    assert f"offset {offsets[2]} is past the end" in str(error)
else:
    raise AssertionError("read a record that was cut off")
# --8<-- [end:demo]
