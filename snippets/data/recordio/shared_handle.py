# ruff: noqa: SIM115
from recordio import read_at, write_rec

# isort: split
# --8<-- [start:loader]
import multiprocessing
import os
import sys
import tempfile
import warnings

from torch.utils.data import DataLoader, Dataset

# The files go into a temporary folder.
folder = tempfile.TemporaryDirectory()
os.chdir(folder.name)

records = [b"first", b"second", b"third"]
offsets = write_rec("data.rec", records)


class OpenedOnce(Dataset):
    def __init__(self, path):
        self.handle = open(path, "rb")

    def __len__(self):
        return len(offsets)

    def __getitem__(self, i):
        data, _ = read_at(self.handle, offsets[i], "data.rec")
        return data


dataset = OpenedOnce("data.rec")
print("main process at offset:", dataset.handle.tell())
loader = DataLoader(
    dataset,
    batch_size=None,
    sampler=[2],
    num_workers=1,
    multiprocessing_context="fork",
)
print("a worker read:", list(loader))
moved = dataset.handle.tell()
print("main process now at offset:", moved)
data = dataset.handle.read(8 + 5)
print("main process reads:", data)
assert moved > offsets[2] and data == b""

spawn = DataLoader(
    dataset, batch_size=None, num_workers=1, multiprocessing_context="spawn"
)
with warnings.catch_warnings(record=True):
    warnings.simplefilter("always")
    try:
        list(spawn)
    except TypeError as error:
        print("TypeError: cannot pickle", type(dataset.handle).__name__)
        assert "cannot pickle" in str(error)
        # The words differ between Pythons:
        words = {
            (3, 11): "cannot pickle '_io.BufferedReader' object",
            (3, 13): "cannot pickle 'BufferedReader' instances",
        }
        if sys.version_info[:2] in words:
            assert str(error) == words[sys.version_info[:2]]
    else:
        raise AssertionError("a spawned worker got the open file")
dataset.handle.close()
# --8<-- [end:loader]
# --8<-- [start:race]
fork = multiprocessing.get_context("fork")
a_seeked, b_seeked = fork.Event(), fork.Event()
result = fork.Queue()


def worker_a(handle):
    handle.seek(offsets[0])
    a_seeked.set()
    b_seeked.wait(timeout=30)
    result.put(handle.read(8 + len(records[0])))


def worker_b(handle):
    a_seeked.wait(timeout=30)
    handle.seek(offsets[2])
    b_seeked.set()


with open("data.rec", "rb") as handle:
    workers = [
        fork.Process(target=work, args=(handle,))
        for work in (worker_a, worker_b)
    ]
    for worker in workers:
        worker.start()
    read = result.get(timeout=30)
    for worker in workers:
        worker.join()
print("worker A seeks record 0, then reads:", read[8:])
assert read[8:] == records[2] and b_seeked.is_set()
# --8<-- [end:race]
