from recordio import encode, write_rec

# isort: split
# --8<-- [start:demo]
import os
import tempfile
from pathlib import Path

# The files go into a temporary folder.
folder = tempfile.TemporaryDirectory()
os.chdir(folder.name)

lengths = [5760, 6742, 6773]
records = {key: bytes(n) for key, n in zip([1, 2, 3], lengths, strict=True)}
# A fourth: the notes give no size.
records[4] = bytes(100)
offsets = write_rec("data.rec", records, "data.idx")
print(Path("data.idx").read_text(), end="")
assert Path("data.idx").read_text() == "1\t0\n2\t5768\n3\t12520\n4\t19304\n"
end_of_3 = offsets[3] + len(encode(records[3]))
print("record 3 ends at", end_of_3)
assert end_of_3 == offsets[4] == 19304
# Same sizes by both rules; not for 4 bytes.
for n in [*lengths, 4]:
    by_4, by_8 = 8 + n + -n % 4, 8 + n + -n % 8
    print(f"{n} bytes take {by_4} padded to 4, {by_8} to 8")
print("a 4-byte record takes:", len(encode(b"abcd")))
assert len(encode(b"abcd")) == 8 + 4
# --8<-- [end:demo]
