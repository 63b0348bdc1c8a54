# ruff: noqa: SIM115, E402
# --8<-- [start:writer]
import struct
from pathlib import Path

MAGIC = 0xCED7230A
MAGIC_BYTES = struct.pack("<I", MAGIC)
# The magic number, then the length word:
# 3 bits of flag above 29 bits of length.
HEAD = struct.Struct("<II")
MAX_LENGTH = (1 << 29) - 1


class RecordIOError(ValueError):
    pass


def encode(data):
    """One record, laid out as MXNet writes it."""
    if not isinstance(data, bytes | bytearray):
        raise TypeError(
            f"a record is bytes, not {type(data).__name__}:"
            " encode it first, e.g. 'record_0'.encode()"
        )
    data = bytes(data)
    if len(data) > MAX_LENGTH:
        raise ValueError(f"records hold at most {MAX_LENGTH} bytes")
    # Where the data holds the magic number
    # at a multiple of 4, it is cut out and
    # the record split into parts.
    parts, start = [], 0
    for i in range(0, len(data) - 3, 4):
        if data[i : i + 4] == MAGIC_BYTES:
            parts.append(data[start:i])
            start = i + 4
    parts.append(data[start:])
    # Flags: 0 a whole record; 1 first,
    # 2 middle, 3 last part of a split one.
    flags = [0]
    if len(parts) > 1:
        flags = [1] + [2] * (len(parts) - 2) + [3]
    out = bytearray()
    for flag, part in zip(flags, parts, strict=True):
        out += HEAD.pack(MAGIC, flag << 29 | len(part)) + part
    # Zero bytes up to a multiple of 4.
    out += bytes(-len(out) % 4)
    return bytes(out)


def write_rec(rec_path, records, idx_path=None):
    """Write a .rec file, and an .idx file if asked.

    `records` is a list, or a dict of key -> bytes."""
    if not isinstance(records, dict):
        records = dict(enumerate(records))
    offsets = {}
    with open(rec_path, "wb") as rec:
        for key, data in records.items():
            offsets[key] = rec.tell()
            rec.write(encode(data))
    if idx_path is not None:
        lines = [f"{key}\t{at}\n" for key, at in offsets.items()]
        Path(idx_path).write_text("".join(lines))
    return offsets


# --8<-- [end:writer]
# --8<-- [start:reader]
def read_at(handle, offset, name):
    """The record at `offset`, and the offset after it.

    (None, offset) at the end of the file."""
    parts, at = [], offset
    while True:
        handle.seek(at)
        head = handle.read(HEAD.size)
        if not head and not parts:
            return None, at
        if len(head) < HEAD.size:
            raise RecordIOError(
                f"file ends inside the record header at offset"
                f" {at} in {name}"
            )
        magic, word = HEAD.unpack(head)
        if magic != MAGIC:
            raise RecordIOError(
                f"bad magic number 0x{magic:08x} at offset {at} in {name}"
            )
        flag, length = word >> 29, word & MAX_LENGTH
        if flag not in ((0, 1) if not parts else (2, 3)):
            raise RecordIOError(
                f"record part with flag {flag} at offset {at} in"
                f" {name}: not the start of a record"
            )
        padded = length + -length % 4
        data = handle.read(padded)
        if len(data) < padded:
            raise RecordIOError(
                f"record at offset {offset} in {name} is cut short:"
                f" {length} bytes announced, {len(data)} left"
            )
        parts.append(data[:length])
        at += HEAD.size + padded
        if flag in (0, 3):
            return MAGIC_BYTES.join(parts), at


def iter_records(rec_path):
    """Every record in file order, as MXRecordIO reads them."""
    name = Path(rec_path).name
    with open(rec_path, "rb") as handle:
        offset = 0
        while True:
            data, offset = read_at(handle, offset, name)
            if data is None:
                return
            yield data


def read_idx(idx_path):
    """The .idx file: key <TAB> byte offset, one line each."""
    index = {}
    text = Path(idx_path).read_text()
    for line in text.splitlines():
        key, offset = line.split("\t")
        index[int(key)] = int(offset)
    return index


# --8<-- [end:reader]
# --8<-- [start:dataset]
import os

from torch.utils.data import Dataset


class RecordDataset(Dataset):
    """Random access to a .rec file through its .idx."""

    def __init__(self, rec_path, idx_path, transform=None):
        self.rec_path = str(rec_path)
        self.name = Path(rec_path).name
        self.index = read_idx(idx_path)
        self.keys = list(self.index)
        self.transform = transform
        # Opened on first use, per process.
        self.handle, self.pid = None, None

    def __len__(self):
        return len(self.keys)

    def file(self):
        if self.handle is None or self.pid != os.getpid():
            self.handle = open(self.rec_path, "rb")
            self.pid = os.getpid()
        return self.handle

    def __getitem__(self, i):
        offset = self.index[self.keys[i]]
        data, _ = read_at(self.file(), offset, self.name)
        if data is None:
            raise RecordIOError(
                f"offset {offset} is past the end of {self.name}"
            )
        return self.transform(data) if self.transform else data

    def __getstate__(self):
        # A pickled copy opens its own.
        return {**self.__dict__, "handle": None, "pid": None}


# --8<-- [end:dataset]
# --8<-- [start:header]
import numbers
from collections import namedtuple

import numpy as np

IRHeader = namedtuple("IRHeader", ["flag", "label", "id", "id2"])
# flag, label, id, id2: 24 bytes, no gaps.
IR = struct.Struct("<IfQQ")


def pack(header, payload):
    """mx.recordio.pack: the header, then the payload."""
    header = IRHeader(*header)
    if isinstance(header.label, numbers.Number):
        header = header._replace(flag=0)
    else:
        label = np.asarray(header.label, dtype="<f4")
        header = header._replace(flag=label.size, label=0)
        payload = label.tobytes() + payload
    return IR.pack(*header) + payload


def unpack(data):
    """mx.recordio.unpack: (IRHeader, payload)."""
    header = IRHeader(*IR.unpack_from(data))
    payload = data[IR.size :]
    if header.flag > 0:
        label = np.frombuffer(payload, "<f4", header.flag)
        header = header._replace(label=label)
        payload = payload[header.flag * 4 :]
    return header, payload


# --8<-- [end:header]
