"""Write RecordIO files with MXNet itself, for tests/test_recordio.py to read.

    python3 -m venv /work/mxnet-venv
    /work/mxnet-venv/bin/pip install mxnet==1.9.1 "numpy<1.24" \
        opencv-python-headless==4.8.1.78
    /work/mxnet-venv/bin/python scripts/make_recordio_fixtures.py

MXNet 1.9.1 fails to import with NumPy 1.26 (it uses `np.bool`, removed in NumPy
1.24), hence the pin; `pack_img` needs OpenCV. None of this is
installed in the project's environment: the tests read the files written here, and
compare what the pure-Python reader of docs/data/recordio.md returns with what MXNet
read from them, stored in manifest.json. Rerun the script and commit its output;
never edit the files by hand.
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path

import cv2
import mxnet as mx
import numpy as np

OUT = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "recordio"
MAGIC = struct.pack("<I", 0xCED7230A)

# Lengths 8, 3, 4, 5 and 13: no padding, then 1, 0, 3 and 3 bytes of it.
# The last two hold the magic number: at an offset that is a multiple
# of 4 (MXNet splits the record there) and at offset 1 (it does not).
PLAIN = [
    b"record_0",
    b"abc",
    b"abcd",
    b"hello",
    bytes(range(13)),
    b"AAAA" + MAGIC + b"BBBBB",
    b"x" + MAGIC + b"yz",
    b"AAAA" + MAGIC + b"BBBB" + MAGIC + b"CCCCC",
]
INDEXED = {1: b"first", 2: b"second record", 3: b"3", 7: b"seven" * 3}


def records_of(path: Path) -> list[bytes]:
    """Every record, in order, as MXRecordIO.read() returns it."""
    reader = mx.recordio.MXRecordIO(str(path), "r")
    out = []
    while (item := reader.read()) is not None:
        out.append(item)
    reader.close()
    return out


def header_json(header) -> dict:
    label = header.label
    label = label.tolist() if isinstance(label, np.ndarray) else float(label)
    return {
        "flag": int(header.flag),
        "label": label,
        "id": int(header.id),
        "id2": int(header.id2),
    }


def write_plain(manifest: dict) -> None:
    path = OUT / "plain.rec"
    writer = mx.recordio.MXRecordIO(str(path), "w")
    for item in PLAIN:
        writer.write(item)
    writer.close()
    read = records_of(path)
    assert read == PLAIN
    manifest["plain.rec"] = {
        "written": [r.hex() for r in PLAIN],
        "read": [r.hex() for r in read],
        "size": path.stat().st_size,
    }


def write_indexed(manifest: dict) -> None:
    idx, rec = OUT / "indexed.idx", OUT / "indexed.rec"
    writer = mx.recordio.MXIndexedRecordIO(str(idx), str(rec), "w")
    tells = []
    for key, item in INDEXED.items():
        tells.append(writer.tell())
        writer.write_idx(key, item)
    writer.close()
    reader = mx.recordio.MXIndexedRecordIO(str(idx), str(rec), "r")
    read = {str(key): reader.read_idx(key).hex() for key in reversed(reader.keys)}
    keys = list(reader.keys)
    offsets = dict(reader.idx)
    reader.close()
    manifest["indexed"] = {
        "keys": keys,
        "offsets": {str(k): v for k, v in offsets.items()},
        "tell_before_each_write": tells,
        "idx_text": idx.read_text(),
        "read_idx": read,
    }


def write_packed(manifest: dict) -> None:
    """pack() and pack_img() records, and how unpack() reads them back."""
    image = np.zeros((4, 6, 3), np.uint8)
    # OpenCV order is BGR: channel 2 is red.
    image[:, :3, 2] = 255
    image[:, 3:, 0] = 200
    image[1, 1] = (10, 20, 30)
    items = [
        ("scalar label", mx.recordio.IRHeader(0, 3.0, 7, 0), b"payload"),
        ("flag 5, scalar label", mx.recordio.IRHeader(5, 2.5, 8, 0), b"x"),
        ("array label", mx.recordio.IRHeader(0, [1.0, 2.0, 3.5], 9, 0), b"abc"),
    ]
    path = OUT / "packed.rec"
    writer = mx.recordio.MXRecordIO(str(path), "w")
    entries = []
    with warnings.catch_warnings():
        # pack() calls ndarray.tostring(), deprecated in NumPy.
        warnings.simplefilter("ignore", DeprecationWarning)
        for name, header, payload in items:
            packed = mx.recordio.pack(header, payload)
            writer.write(packed)
            entries.append({"name": name, "packed": packed.hex()})
        png = mx.recordio.pack_img(
            mx.recordio.IRHeader(0, 4.0, 10, 0), image, img_fmt=".png"
        )
        jpg = mx.recordio.pack_img(
            mx.recordio.IRHeader(0, [1.0, 0.0], 11, 0), image, quality=95
        )
    writer.write(png)
    writer.write(jpg)
    writer.close()
    for entry, item in zip(entries, records_of(path)[:3], strict=True):
        header, payload = mx.recordio.unpack(item)
        entry["header"] = header_json(header)
        entry["payload"] = payload.hex()
    images = []
    for name, item in zip(["png", "jpg"], records_of(path)[3:], strict=True):
        header, decoded = mx.recordio.unpack_img(item)
        images.append(
            {
                "name": name,
                "header": header_json(header),
                "shape": list(decoded.shape),
                "bgr": decoded.tolist(),
            }
        )
    manifest["packed.rec"] = {
        "records": entries,
        "images": images,
        "image_written_bgr": image.tolist(),
        "header_size": mx.recordio._IR_SIZE,
        "header_format": mx.recordio._IR_FORMAT,
    }


def str_write_error(manifest: dict) -> None:
    """The seed example `record.write('record_%d' % i)` on Python 3."""
    with tempfile.TemporaryDirectory() as tmp:
        writer = mx.recordio.MXRecordIO(os.path.join(tmp, "tmp.rec"), "w")
        try:
            writer.write("record_0")
        except Exception as error:  # noqa: BLE001 - stored as MXNet raised it
            manifest["str_write_error"] = {
                "type": type(error).__name__,
                "message": str(error),
                "example_in_docstring": "record.write('record_%d'%i)"
                in mx.recordio.MXRecordIO.__doc__,
            }
        else:
            raise AssertionError("MXRecordIO.write accepted a str")
        writer.write(b"record_0")
        writer.close()


def bad_files(manifest: dict) -> None:
    """What MXNet does with a damaged file (each in its own process)."""
    script = (
        "import sys, mxnet as mx\n"
        "if sys.argv[2] == '-':\n"
        "    r = mx.recordio.MXRecordIO(sys.argv[1], 'r')\n"
        "    out = []\n"
        "    while (x := r.read()) is not None: out.append(x.hex())\n"
        "else:\n"
        "    r = mx.recordio.MXIndexedRecordIO(sys.argv[2], sys.argv[1], 'r')\n"
        "    out = [r.read_idx(1).hex()]\n"
        "print(out)\n"
    )
    good = (OUT / "plain.rec").read_bytes()
    # Record 1 of plain.rec starts at offset 16: its data at 24.
    cases = {
        "truncated": (good[: len(good) - 6], None),
        "bad magic": (good[:16] + b"\0\0\0\0" + good[20:], None),
        "idx into a record": (good, "0\t0\n1\t24\n"),
    }
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, (data, idx) in cases.items():
            path = os.path.join(tmp, "data.rec")
            Path(path).write_bytes(data)
            idx_path = "-"
            if idx is not None:
                idx_path = os.path.join(tmp, "data.idx")
                Path(idx_path).write_text(idx)
            proc = subprocess.run(
                [sys.executable, "-c", script, path, idx_path],
                capture_output=True,
                text=True,
                check=False,
            )
            errors = [
                line
                for line in proc.stderr.splitlines()
                if "Error" in line or "Check failed" in line
            ]
            results[name] = {
                "returncode": proc.returncode,
                "stdout": proc.stdout.strip(),
                "error_lines": errors[-2:],
            }
    manifest["bad_files"] = results


def im2rec(manifest: dict) -> None:
    """Run the im2rec tool shipped in the wheel on two tiny PNG images."""
    tool = Path(mx.__file__).parent / "tools" / "im2rec.py"
    assert tool.is_file()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp, "images")
        for label, colour in [("cat", (0, 0, 255)), ("dog", (255, 0, 0))]:
            (root / label).mkdir(parents=True)
            cv2.imwrite(
                str(root / label / "a.png"), np.full((2, 3, 3), colour, np.uint8)
            )
        prefix = str(Path(tmp, "pets"))
        common = [sys.executable, "-m", "mxnet.tools.im2rec", prefix, str(root)]
        subprocess.run([*common, "--list", "--recursive", "--no-shuffle"], check=True)
        subprocess.run(
            [*common, "--encoding", ".png", "--num-thread", "1"],
            check=True,
            capture_output=True,
        )
        for suffix in ["lst", "idx", "rec"]:
            shutil.copy(f"{prefix}.{suffix}", OUT / f"im2rec.{suffix}")
    reader = mx.recordio.MXIndexedRecordIO(
        str(OUT / "im2rec.idx"), str(OUT / "im2rec.rec"), "r"
    )
    read = []
    for key in reader.keys:
        header, image = mx.recordio.unpack_img(reader.read_idx(key))
        read.append({"key": key, "header": header_json(header), "bgr": image.tolist()})
    reader.close()
    manifest["im2rec"] = {
        "shipped_at": str(tool.relative_to(Path(mx.__file__).parent.parent)),
        "run_as": "python -m mxnet.tools.im2rec",
        "lst_text": (OUT / "im2rec.lst").read_text(),
        "idx_text": (OUT / "im2rec.idx").read_text(),
        "read": read,
    }


def main() -> None:
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    manifest = {
        "written_by": "scripts/make_recordio_fixtures.py",
        "mxnet": mx.__version__,
        "numpy": np.__version__,
        "opencv": cv2.__version__,
        "python": sys.version.split()[0],
    }
    write_plain(manifest)
    write_indexed(manifest)
    write_packed(manifest)
    str_write_error(manifest)
    bad_files(manifest)
    im2rec(manifest)
    text = json.dumps(manifest, indent=1, sort_keys=True) + "\n"
    (OUT / "manifest.json").write_text(text)
    total = sum(p.stat().st_size for p in OUT.iterdir())
    print(f"wrote {len(list(OUT.iterdir()))} files, {total} bytes, into {OUT}")


if __name__ == "__main__":
    main()
