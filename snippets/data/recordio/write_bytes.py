from recordio import iter_records, write_rec

# isort: split
# --8<-- [start:demo]
import os
import tempfile
from pathlib import Path

# The files go into a temporary folder.
folder = tempfile.TemporaryDirectory()
os.chdir(folder.name)

try:
    write_rec("tmp.rec", [f"record_{i}" for i in range(3)])
except TypeError as error:
    print(f"TypeError: {error}")
    assert "not str" in str(error)
else:
    raise AssertionError("a str record was written")

write_rec("tmp.rec", [b"record_%d" % i for i in range(3)])
write_rec("tmp2.rec", [f"record_{i}".encode() for i in range(3)])
print(list(iter_records("tmp.rec")))
assert Path("tmp.rec").read_bytes() == Path("tmp2.rec").read_bytes()
assert list(iter_records("tmp.rec"))[2] == b"record_2"
# --8<-- [end:demo]
