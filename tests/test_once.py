"""Work done once per run (harness.once): under pytest-xdist the first worker that
asks does it, the others wait and take its result; a failed attempt is not taken."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from practices.testing import site

CONFTEST = """
import os
import pytest
from practices.testing import once

@pytest.fixture(scope="session")
def shared(tmp_path_factory):
    with once.once(tmp_path_factory, "thing") as (folder, fill):
        if fill:
            log = os.environ["FILLS"]
            first = not os.path.exists(log)
            with open(log, "a") as f:
                f.write(os.environ.get("PYTEST_XDIST_WORKER", "one process") + "\\n")
            if first and os.environ.get("FAIL_FIRST"):
                raise RuntimeError("the first attempt fails")
            (folder / "value").write_text("made once")
        return (folder / "value").read_text()
"""

TEST = """
def test_every_process_gets_it(shared):
    assert shared == "made once"
"""


def run(tmp_path: Path, *args: str, fail_first: bool = False):
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    (tmp_path / "conftest.py").write_text(CONFTEST)
    (tmp_path / "test_shared.py").write_text(TEST)
    fills = tmp_path / "fills.log"
    env = {
        **os.environ,
        "FILLS": str(fills),
        "PYTHONPATH": os.pathsep.join([str(site.ROOT / "tests"), str(site.ROOT)]),
    }
    if fail_first:
        env["FAIL_FIRST"] = "1"
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:randomly", "-p", "no:cacheprovider"]
        + ["--basetemp", str(tmp_path / "tmp"), *args],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    return proc, fills.read_text().splitlines()


@pytest.mark.parametrize("args", [[], ["-n", "2", "--dist", "each"]])
def test_the_first_process_that_asks_does_it_once_for_the_run(tmp_path, args):
    proc, fills = run(tmp_path, *args)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert len(fills) == 1, fills


def test_a_failed_attempt_is_tried_again_by_the_next_process(tmp_path):
    proc, fills = run(tmp_path, "-n", "2", "--dist", "each", fail_first=True)
    assert "1 passed, 1 error" in proc.stdout, proc.stdout
    assert "the first attempt fails" in proc.stdout
    assert len(fills) == 2 and len(set(fills)) == 2, fills


class _Factory:
    """A tmp_path_factory of a given base folder."""

    def __init__(self, base: Path):
        self.base = base

    def getbasetemp(self) -> Path:
        return self.base


def test_a_pytest_a_worker_starts_keeps_its_own_run_folder(tmp_path, monkeypatch):
    """A worker shares its controller's folder; a pytest that a worker's test starts
    inherits PYTEST_XDIST_WORKER but is a run of its own, with its own folder (it
    once shared the folder above every run's, and took what an earlier run left)."""
    from practices.testing import once

    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw0")
    run = tmp_path / "pytest-7"
    assert once.run_folder(_Factory(run / "popen-gw0")) == run
    nested = tmp_path / "pytest-8"
    assert once.run_folder(_Factory(nested)) == nested
    monkeypatch.delenv("PYTEST_XDIST_WORKER")
    assert once.run_folder(_Factory(nested)) == nested
