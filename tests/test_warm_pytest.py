"""warm_pytest: runs, and their pytest-xdist workers, forked from one preloaded
process."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import warm_pytest

# Each test writes down the process it ran in, its parent, and whether torch was
# imported before the test module
TEST = """
import os, sys

TORCH = "torch" in sys.modules

def test_a():
    with open("where.log", "a") as log:
        print(os.getpid(), os.getppid(), TORCH, file=log)

def test_b():
    test_a()
"""

# xdist waits EXIT_TIMEOUT for a worker to end, then kills what it started (here, the
# stand-ins): these workers end 3 s after their session, long after the 0.5 s
SLOW_TO_END = """
import os, time
import xdist.workermanage

xdist.workermanage.NodeManager.EXIT_TIMEOUT = 0.5

def pytest_sessionfinish(session):
    if os.environ.get("PYTEST_XDIST_WORKER"):
        time.sleep(3)
"""


def run(project: Path, *args: str):
    argv = ["-p", "no:randomly", "-p", "no:cacheprovider", "-q", *args]
    return warm_pytest.run(argv, project, dict(os.environ))


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    (tmp_path / "test_where.py").write_text(TEST)
    return tmp_path


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
def test_a_run_s_workers_are_forked_from_the_preloaded_process(project: Path):
    proc = run(project, "-n", "2")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "2 passed" in proc.stdout
    lines = [line.split() for line in (project / "where.log").read_text().splitlines()]
    server = str(warm_pytest._running[1].pid)
    assert len({pid for pid, _, _ in lines}) == 2, lines  # two workers
    assert all(parent == server and torch == "True" for _, parent, torch in lines)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
def test_workers_that_outlast_xdist_s_wait_are_killed_and_the_next_run_is_served(
    project: Path,
):
    (project / "conftest.py").write_text(SLOW_TO_END)
    for _ in range(2):
        proc = run(project, "-n", "2")
        assert proc.returncode == 0, proc.stdout + proc.stderr
    server = warm_pytest._running[1]
    assert server.poll() is None
