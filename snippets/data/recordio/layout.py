from recordio import MAGIC_BYTES, write_rec

# isort: split
# --8<-- [start:demo]
import os
import tempfile
from pathlib import Path

# The files go into a temporary folder.
folder = tempfile.TemporaryDirectory()
os.chdir(folder.name)

records = [b"record_0", b"abc", b"abcd", b"hello"]
offsets = write_rec("data.rec", records)
data = Path("data.rec").read_bytes()
ends = [*list(offsets.values())[1:], len(data)]
for record, at, end in zip(records, offsets.values(), ends, strict=True):
    magic, word = data[at : at + 4], data[at + 4 : at + 8]
    padding = data[at + 8 + len(record) : end]
    print(
        f"offset {at:2}: {magic.hex()} {word.hex()}",
        f"{data[at + 8 : at + 8 + len(record)]} + {len(padding)} zeros",
    )
    assert magic == MAGIC_BYTES
    assert int.from_bytes(word, "little") == len(record)
    assert padding == bytes(len(padding)) and end % 4 == 0
    assert len(padding) < 4
print("file size:", len(data))
assert len(data) == sum(8 + len(r) + -len(r) % 4 for r in records)
# --8<-- [end:demo]
