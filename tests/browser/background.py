"""Every page read in the background while the run's other tests run.

Reading every page (``site_pages``: both palettes, axe-core, the code at two sizes)
is the longest piece of work a run does once, and before, the process that needed it
first did it while any other process that needed it waited, idle. Now a run whose
tests include both some that need the pages read and others starts, as soon as it has
collected them, a pytest process of its own that builds the site and reads the pages
(one test of the reading module, which asks for ``site_pages``), and runs the tests
that need the pages last (``last``: random order kept within each part). The reader
shares the run's folder (``harness.once``): a test that needs the pages takes what
it read, or waits for it while it reads; if it failed or was stopped, the first test
that needs the pages reads them itself, and fails with its own error.

One reader a run: under pytest-xdist the first worker to create the run's marker
file starts it, and waits for it (or stops it) when its session ends. The reader
itself starts none (``READER``), and a run with nothing else to do reads in its own
process as before.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterable

import pytest
from harness import once, site

FIXTURE = "site_pages"
# The pages a reader reads (a JSON list of URL paths), so that it reads what the run
# that started it selected, under the same key.
PATHS = "PRACTICES_READ_PATHS"
READER = "PRACTICES_BACKGROUND_READER"  # set in the reader: it starts no other
# The one test the reader runs: it needs every selected page read and writes nothing.
TEST = "tests/browser/test_reading.py::test_every_table_has_a_header"
WAIT = 120  # seconds the starting process waits for the reader at its session's end


def needs_pages(item: pytest.Item) -> bool:
    return FIXTURE in getattr(item, "fixturenames", ())


def last(items: list[pytest.Item]) -> None:
    """The tests that need the pages read after the others, each part in the
    order it had (pytest-randomly's, in a run in random order)."""
    items[:] = [i for i in items if not needs_pages(i)] + [
        i for i in items if needs_pages(i)
    ]


def selected(items: Iterable[pytest.Item], paths: list[str]) -> list[str]:
    """The pages the selected tests need read (all of them for a test of the whole
    site): the reader's list when this process is the reader."""
    if os.environ.get(PATHS):
        return json.loads(os.environ[PATHS])
    wanted: set[str] = set()
    for item in items:
        if needs_pages(item):
            callspec = getattr(item, "callspec", None)
            path = callspec.params.get("path") if callspec else None
            wanted |= set(paths) if path is None else {path}
    return [p for p in paths if p in wanted]


def start(session: pytest.Session, paths: list[str]) -> subprocess.Popen | None:
    """The reader of ``paths``, started in the background when this run has other
    tests to run meanwhile and no process of the run started one yet."""
    items = session.items
    if (
        os.environ.get(READER)
        or not paths
        or all(needs_pages(i) for i in items)
        or not any(needs_pages(i) for i in items)
    ):
        return None
    root = once.run_folder(session.config._tmp_path_factory)
    try:  # the first process of the run to get here starts it
        os.close(os.open(root / "background-reader", os.O_CREAT | os.O_EXCL))
    except FileExistsError:
        return None
    env = {
        key: value for key, value in os.environ.items() if not key.startswith("PYTEST_")
    }
    env.update({once.RUN_FOLDER: str(root), PATHS: json.dumps(paths), READER: "1"})
    cmd = [sys.executable, "-m", "pytest", TEST, "-q", "--check-record="]
    cmd += ["-p", "no:randomly", "-p", "no:xdist", "-p", "no:cacheprovider"]
    cmd += ["--basetemp", str(root / "background-reader.tmp")]
    if session.config.getoption("--screenshots"):
        cmd.append("--screenshots")
    with open(root / "background-reader.log", "w") as log:
        return subprocess.Popen(
            cmd,
            cwd=site.ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # stopped with its browser, as one group
        )


def finish(reader: subprocess.Popen | None, interrupted: bool) -> None:
    """At the end of the session that started it: the reader has normally ended
    (its result was waited for); it is stopped if the run was interrupted or it
    outlives WAIT."""
    if reader is None:
        return
    with contextlib.suppress(subprocess.TimeoutExpired):
        reader.wait(timeout=0 if interrupted else WAIT)
    if reader.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(reader.pid, signal.SIGKILL)
        reader.wait()
