"""Work done once per test run, however many processes run it: under pytest-xdist
every worker asks for the built site and the pages read in the browser. The site is
built by the first to ask while the others wait for it and then read what it left
(``once``); the pages are read by every worker that asks, side by side, each page by
one of them (``Shared``)."""

from __future__ import annotations

import contextlib
import fcntl
import os
import pickle
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest


def run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The temporary folder of this whole run: a pytest-xdist worker's own base
    folder (``popen-<worker>``) sits in the controller's, which every worker of the
    run shares. A pytest started by a worker's test inherits the worker's
    environment variable, but its base folder is its own: it is that run's."""
    base = tmp_path_factory.getbasetemp()
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    return base.parent if worker and base.name == f"popen-{worker}" else base


@contextlib.contextmanager
def once(
    tmp_path_factory: pytest.TempPathFactory, name: str
) -> Iterator[tuple[Path, bool]]:
    """``(folder, fill)``: a folder of that name shared by the run's processes, and
    whether this process must fill it. One process at a time holds it (a file lock;
    filelock comes with torch); the first fills it, and it counts as filled once
    that body ended without an error. A later process gets it filled, or, when the
    first one failed, empty again to try for itself (and fail with its own error)."""
    from filelock import FileLock

    root = run_folder(tmp_path_factory)
    folder = root / name
    done = root / f"{name}.done"
    with FileLock(str(root / f"{name}.lock")):
        if done.exists():
            yield folder, False
            return
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        yield folder, True
        done.touch()


class Shared:
    """A list of items done once per test run by every process that asks, side by
    side: each claims the next item no process has claimed, does it and leaves its
    result, then waits for the results of the items the others claimed. Under
    pytest-xdist a worker that needs the list while another is doing it takes its
    share instead of waiting idle (the site read in the browser: tests/browser).

    A claim is a file locked by its process until it has left the item's result: a
    waiter that finds a claim unlocked and no result knows that its process ended
    (the kernel drops the lock of a process that dies, a zombie's too)."""

    def __init__(self, tmp_path_factory: pytest.TempPathFactory, name: str, count: int):
        self.folder = run_folder(tmp_path_factory) / name
        self.folder.mkdir(parents=True, exist_ok=True)
        self.count = count
        self._held: dict[int, int] = {}  # {item: the locked claim's descriptor}

    def _claim_file(self, index: int) -> Path:
        return self.folder / f"{index}.claim"

    def _result_file(self, index: int) -> Path:
        return self.folder / f"{index}.pickle"

    def claims(self) -> Iterator[int]:
        """The items this process is to do, each claimed by one process only: a
        file made and locked under a name of this process's, then linked to the
        claim's name (which fails if another process has linked it first)."""
        for index in range(self.count):
            claim = self._claim_file(index)
            if claim.exists():
                continue
            mine = self.folder / f"{index}.claim.{os.getpid()}"
            fd = os.open(mine, os.O_CREAT | os.O_WRONLY | os.O_TRUNC)
            fcntl.flock(fd, fcntl.LOCK_EX)
            try:
                os.link(mine, claim)
            except FileExistsError:
                os.close(fd)
                continue
            finally:
                mine.unlink()
            self._held[index] = fd
            yield index

    def put(self, index: int, result: object) -> None:
        """An item's result, for every process (written whole or not at all); the
        claim is let go once it is there."""
        partial = self.folder / f"{index}.pickle.{os.getpid()}"
        partial.write_bytes(pickle.dumps(result))
        os.replace(partial, self._result_file(index))
        fd = self._held.pop(index, None)
        if fd is not None:
            os.close(fd)

    def _claimed_by_a_live_process(self, index: int) -> bool:
        fd = os.open(self._claim_file(index), os.O_RDONLY)
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
        finally:
            os.close(fd)
        return False

    def results(self, poll: float = 0.05) -> list:
        """Every item's result, in order, once the processes that claimed them
        have left them; an item whose process ended without its result fails."""
        out = []
        for index in range(self.count):
            result = self._result_file(index)
            while not result.exists():
                if index in self._held:
                    raise RuntimeError(
                        f"item {index} of {self.folder.name} was claimed by this "
                        "process and left without its result"
                    )
                if not self._claimed_by_a_live_process(index) and not result.exists():
                    raise RuntimeError(
                        f"the process that claimed item {index} of "
                        f"{self.folder.name} ended without its result"
                    )
                time.sleep(poll)
            out.append(pickle.loads(result.read_bytes()))
        return out
