"""Work done once per test run (the built site, the pages read in the browser),
however many pytest-xdist workers ask: the first does it, the others wait for it."""

from __future__ import annotations

import contextlib
import os
import shutil
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
    whether this process must fill it. One process at a time holds it (a file lock);
    the first fills it, filled once that body ends without an error. A later process
    gets it filled, or, where the first failed, empty again to try for itself."""
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
