from recordio import IR, IRHeader, iter_records, pack, unpack, write_rec

# isort: split
# --8<-- [start:demo]
import os
import tempfile

import numpy as np

# The files go into a temporary folder.
folder = tempfile.TemporaryDirectory()
os.chdir(folder.name)

packed = [
    pack(IRHeader(5, 2.5, 8, 0), b"x"),
    pack(IRHeader(0, [1.0, 2.0, 3.5], 9, 0), b"abc"),
]
write_rec("labels.rec", packed)
print("header size:", IR.size)
headers = []
for data in iter_records("labels.rec"):
    header, payload = unpack(data)
    label = np.asarray(header.label).tolist()
    print(f"flag={header.flag} label={label} id={header.id}", payload)
    headers.append(header)
assert len(packed[0]) == IR.size + 1
assert headers[0].flag == 0 and headers[0].label == 2.5
assert headers[1].flag == 3 and headers[1].label.dtype == np.float32
assert len(packed[1]) == IR.size + 3 * 4 + 3
# Stored: flag 3, the header's label field 0.
assert IR.unpack_from(packed[1])[:2] == (3, 0.0)
# --8<-- [end:demo]
