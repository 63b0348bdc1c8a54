from recordio import IRHeader, iter_records, pack, unpack, write_rec

# isort: split
# --8<-- [start:demo]
import io
import os
import tempfile

import numpy as np
import torch
from PIL import Image

# The files go into a temporary folder.
folder = tempfile.TemporaryDirectory()
os.chdir(folder.name)

rgb = np.zeros((4, 6, 3), np.uint8)
rgb[:, :3, 0] = 255
png = io.BytesIO()
Image.fromarray(rgb).save(png, format="PNG")
write_rec("images.rec", [pack(IRHeader(0, 4.0, 10, 0), png.getvalue())])


def decode(data):
    header, payload = unpack(data)
    image = Image.open(io.BytesIO(payload)).convert("RGB")
    pixels = torch.from_numpy(np.array(image))
    return pixels.permute(2, 0, 1), header.label


(data,) = iter_records("images.rec")
image, label = decode(data)
print(tuple(image.shape), label, "top-left pixel:", image[:, 0, 0].tolist())
assert torch.equal(image.permute(1, 2, 0), torch.from_numpy(rgb))
# --8<-- [end:demo]
