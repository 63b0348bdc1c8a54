"""The pure-Python RecordIO code of docs/data/recordio.md against MXNet's own files.

scripts/make_recordio_fixtures.py wrote tests/fixtures/recordio/ with MXNet 1.9.1 and
stored, in manifest.json, what MXNet read back from each file. These tests load the
reader, the writer and the Dataset from the page's snippet file itself (no copy of the
code), and need neither MXNet nor OpenCV.
"""

from __future__ import annotations

import importlib.util
import io
import json
import os
import sys

import numpy as np
import pytest
from torch.utils.data import DataLoader

from practices.testing.site import ROOT

SNIPPET = ROOT / "snippets" / "data" / "recordio" / "recordio.py"
FIXTURES = ROOT / "tests" / "fixtures" / "recordio"
MANIFEST = json.loads((FIXTURES / "manifest.json").read_text(encoding="utf-8"))


def _load():
    spec = importlib.util.spec_from_file_location("recordio_snippet", SNIPPET)
    module = importlib.util.module_from_spec(spec)
    # Registered so that DataLoader workers can pickle the Dataset by reference.
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


rio = _load()


def test_the_fixtures_were_written_by_mxnet_and_stay_small():
    assert MANIFEST["mxnet"] == "1.9.1"
    assert MANIFEST["written_by"] == "scripts/make_recordio_fixtures.py"
    total = sum(p.stat().st_size for p in FIXTURES.iterdir())
    assert total < 50_000


def test_sequential_read_matches_mxnet():
    entry = MANIFEST["plain.rec"]
    read = [r.hex() for r in rio.iter_records(FIXTURES / "plain.rec")]
    assert read == entry["read"] == entry["written"]


def test_the_writer_is_byte_identical_to_mxnet(tmp_path):
    records = [bytes.fromhex(h) for h in MANIFEST["plain.rec"]["written"]]
    rio.write_rec(tmp_path / "plain.rec", records)
    mine = (tmp_path / "plain.rec").read_bytes()
    assert mine == (FIXTURES / "plain.rec").read_bytes()
    assert len(mine) == MANIFEST["plain.rec"]["size"]


def test_layout_magic_length_word_and_padding():
    """Walk MXNet's file by hand: magic, flag << 29 | length, data, zeros to 4."""
    data = (FIXTURES / "plain.rec").read_bytes()
    written = [bytes.fromhex(h) for h in MANIFEST["plain.rec"]["written"]]
    at, parts = 0, []
    while at < len(data):
        magic = int.from_bytes(data[at : at + 4], "little")
        word = int.from_bytes(data[at + 4 : at + 8], "little")
        assert magic == 0xCED7230A
        flag, length = word >> 29, word & (1 << 29) - 1
        padding = -length % 4
        assert data[at + 8 + length : at + 8 + length + padding] == bytes(padding)
        parts.append((flag, data[at + 8 : at + 8 + length]))
        at += 8 + length + padding
    assert at == len(data)
    # Record 5 holds the magic number at byte 4: two parts, the magic cut out.
    # Record 6 holds it at byte 1: one part. Record 7 holds it twice, at bytes
    # 4 and 12: three parts, flagged first, middle and last.
    assert [f for f, _ in parts] == [0, 0, 0, 0, 0, 1, 3, 0, 1, 2, 3]
    assert parts[5][1] + rio.MAGIC_BYTES + parts[6][1] == written[5]
    assert parts[7][1] == written[6]
    middle = rio.MAGIC_BYTES.join(p for _, p in parts[8:11])
    assert middle == written[7]
    # Padding to 4, not 8: a 4-byte record gets none.
    assert written[2] == b"abcd"


def test_indexed_file_matches_mxnet(tmp_path):
    entry = MANIFEST["indexed"]
    index = rio.read_idx(FIXTURES / "indexed.idx")
    assert list(index) == entry["keys"]
    assert {str(k): v for k, v in index.items()} == entry["offsets"]
    assert list(index.values()) == entry["tell_before_each_write"]
    dataset = rio.RecordDataset(FIXTURES / "indexed.rec", FIXTURES / "indexed.idx")
    assert {str(k): dataset[i].hex() for i, k in enumerate(dataset.keys)} == (
        entry["read_idx"]
    )
    records = {int(k): bytes.fromhex(v) for k, v in entry["read_idx"].items()}
    records = {k: records[k] for k in entry["keys"]}
    rio.write_rec(tmp_path / "i.rec", records, tmp_path / "i.idx")
    assert (tmp_path / "i.rec").read_bytes() == (FIXTURES / "indexed.rec").read_bytes()
    assert (tmp_path / "i.idx").read_text() == entry["idx_text"]


def test_pack_and_unpack_match_mxnet():
    entry = MANIFEST["packed.rec"]
    assert rio.IR.size == entry["header_size"] == 24
    records = list(rio.iter_records(FIXTURES / "packed.rec"))
    for item, record in zip(entry["records"], records, strict=False):
        assert record.hex() == item["packed"]
        header, payload = rio.unpack(record)
        label = header.label
        label = label.tolist() if isinstance(label, np.ndarray) else label
        assert (header.flag, label, header.id, header.id2) == tuple(
            item["header"][k] for k in ("flag", "label", "id", "id2")
        )
        assert payload.hex() == item["payload"]
    # pack() rebuilds the same bytes, flag overwritten as MXNet does.
    inputs = [
        (rio.IRHeader(0, 3.0, 7, 0), b"payload"),
        (rio.IRHeader(5, 2.5, 8, 0), b"x"),
        (rio.IRHeader(0, [1.0, 2.0, 3.5], 9, 0), b"abc"),
    ]
    for (header, payload), item in zip(inputs, entry["records"], strict=True):
        assert rio.pack(header, payload).hex() == item["packed"]


def test_pack_img_records_decode_like_opencv():
    """pack_img stores an encoded image after the header; Pillow decodes it to RGB,
    OpenCV (MXNet's unpack_img) to BGR."""
    pil = pytest.importorskip("PIL.Image")
    entry = MANIFEST["packed.rec"]
    records = list(rio.iter_records(FIXTURES / "packed.rec"))[3:]
    written = np.array(entry["image_written_bgr"], np.uint8)
    for record, item in zip(records, entry["images"], strict=True):
        header, payload = rio.unpack(record)
        decoded = pil.open(io.BytesIO(payload))
        assert decoded.format == {"png": "PNG", "jpg": "JPEG"}[item["name"]]
        rgb = np.asarray(decoded.convert("RGB"))
        bgr = np.array(item["bgr"], np.uint8)
        assert list(rgb.shape) == item["shape"]
        assert header.id == item["header"]["id"]
        assert (rgb[..., ::-1] == bgr).all(), item["name"]
        if item["name"] == "png":
            assert (bgr == written).all()


def test_im2rec_output_reads_back():
    entry = MANIFEST["im2rec"]
    pil = pytest.importorskip("PIL.Image")
    assert entry["shipped_at"] == "mxnet/tools/im2rec.py"
    assert entry["run_as"] == "python -m mxnet.tools.im2rec"
    # --list --recursive: index <TAB> label <TAB> path, one label per folder.
    lst = [line.split("\t") for line in entry["lst_text"].splitlines()]
    assert [(int(i), float(y), p) for i, y, p in lst] == [
        (0, 0.0, "cat/a.png"),
        (1, 1.0, "dog/a.png"),
    ]
    # The .idx is keyed by the list's index.
    dataset = rio.RecordDataset(FIXTURES / "im2rec.rec", FIXTURES / "im2rec.idx")
    assert dataset.keys == [int(row[0]) for row in lst]
    assert (FIXTURES / "im2rec.lst").read_text() == entry["lst_text"]
    for i, item in enumerate(entry["read"]):
        header, payload = rio.unpack(dataset[i])
        assert header.label == item["header"]["label"] == float(lst[i][1])
        rgb = np.asarray(pil.open(io.BytesIO(payload)).convert("RGB"))
        assert (rgb[..., ::-1] == np.array(item["bgr"], np.uint8)).all()


def test_str_records_are_refused_like_mxnet(tmp_path):
    error = MANIFEST["str_write_error"]
    assert error["example_in_docstring"]
    assert (error["type"], error["message"]) == (
        "TypeError",
        "bytes or integer address expected instead of str instance",
    )
    with pytest.raises(TypeError, match="a record is bytes, not str"):
        rio.write_rec(tmp_path / "s.rec", ["record_0"])


def _idx_into_record_1(tmp_path):
    # Record 1 of plain.rec starts at offset 16; its data at 24.
    (tmp_path / "data.idx").write_text("0\t0\n1\t24\n")
    return rio.RecordDataset(tmp_path / "data.rec", tmp_path / "data.idx")[1]


@pytest.mark.parametrize(
    ("name", "damage", "read", "message"),
    [
        (
            "truncated",
            lambda d: d[: len(d) - 6],
            lambda p: list(rio.iter_records(p / "data.rec")),
            "record at offset 124 in data.rec is cut short",
        ),
        (
            "bad magic",
            lambda d: d[:16] + b"\0\0\0\0" + d[20:],
            lambda p: list(rio.iter_records(p / "data.rec")),
            "bad magic number 0x00000000 at offset 16 in data.rec",
        ),
        (
            "idx into a record",
            lambda d: d,
            _idx_into_record_1,
            "bad magic number 0x00636261 at offset 24 in data.rec",
        ),
    ],
)
def test_damaged_files_raise_where_mxnet_raises(tmp_path, name, damage, read, message):
    """MXNet stops with "Invalid RecordIO File" and no offset; the reader names it."""
    mxnet = MANIFEST["bad_files"][name]
    assert mxnet["returncode"] != 0 and not mxnet["stdout"]
    assert mxnet["error_lines"][-1].startswith("MXNetError: Check failed:")
    assert "Invalid RecordIO File" in mxnet["error_lines"][-1]
    assert "offset" not in " ".join(mxnet["error_lines"])
    (tmp_path / "data.rec").write_bytes(damage((FIXTURES / "plain.rec").read_bytes()))
    with pytest.raises(rio.RecordIOError, match=message):
        read(tmp_path)


def test_two_workers_read_every_record_of_mxnets_file():
    dataset = rio.RecordDataset(FIXTURES / "indexed.rec", FIXTURES / "indexed.idx")
    dataset[0]
    main = os.getpid()

    # MXNet's file is smaller than Python's read buffer: a worker sharing the main
    # process's file would find every record in the buffer it inherited, and leave the
    # main process's position alone. So each item says whether it was read through a
    # file opened in the process that read it.
    def with_opener(data):
        return data, dataset.pid == os.getpid(), os.getpid()

    dataset.transform = with_opener
    loader = DataLoader(
        dataset,
        batch_size=None,
        num_workers=2,
        collate_fn=lambda b: b,
        multiprocessing_context="fork",
    )
    items = list(loader)
    read = {
        str(k): data.hex() for k, (data, _, _) in zip(dataset.keys, items, strict=True)
    }
    assert read == MANIFEST["indexed"]["read_idx"]
    assert all(opened_here for _, opened_here, _ in items)
    assert len({pid for _, _, pid in items} - {main}) == 2
    assert dataset.pid == main
