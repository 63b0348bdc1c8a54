"""The pages read in the background (browser/background.py): the tests that need them
run last, one reader is started a run and only when there is other work to overlap,
it shares the run's folder, and it is stopped with its browser when the run is cut
short."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from types import SimpleNamespace

import pytest
from browser import background
from harness import once


def item(name: str, pages: bool, path: str | None = None):
    fixtures = ["site_pages"] if pages else ["tmp_path"]
    callspec = SimpleNamespace(params={"path": path}) if path else None
    return SimpleNamespace(name=name, fixturenames=fixtures, callspec=callspec)


def test_the_tests_that_need_the_pages_run_last_each_part_in_its_order():
    items = [item("a", True), item("b", False), item("c", True), item("d", False)]
    background.last(items)
    assert [i.name for i in items] == ["b", "d", "a", "c"]


def test_the_reader_reads_the_pages_the_run_selected(monkeypatch):
    monkeypatch.delenv(background.PATHS, raising=False)
    paths = ["", "a/", "b/", "zh/a/"]
    one = [item("t", True, path="b/"), item("u", False)]
    assert background.selected(one, paths) == ["b/"]
    assert background.selected([*one, item("all", True)], paths) == paths
    # the reader reads what the run that started it selected
    monkeypatch.setenv(background.PATHS, json.dumps(["a/"]))
    assert background.selected([item("all", True)], paths) == ["a/"]


class Started:
    """subprocess.Popen, recorded instead of started."""

    calls: list[dict] = []

    def __init__(self, cmd, **kwargs):
        Started.calls.append({"cmd": cmd, **kwargs})


def session(tmp_path, items, screenshots=False):
    factory = SimpleNamespace(getbasetemp=lambda: tmp_path)
    config = SimpleNamespace(
        _tmp_path_factory=factory, getoption=lambda name: screenshots
    )
    return SimpleNamespace(items=items, config=config)


@pytest.fixture
def started(monkeypatch):
    for key in (once.RUN_FOLDER, background.READER, "PYTEST_XDIST_WORKER"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setattr(background.subprocess, "Popen", Started)
    Started.calls = []
    return Started.calls


def test_one_reader_a_run_in_the_run_folder(tmp_path, started):
    items = [item("a", True), item("b", False)]
    assert background.start(session(tmp_path, items), ["", "a/"]) is not None
    # another process of the same run (a second pytest-xdist worker) starts none
    assert background.start(session(tmp_path, items), ["", "a/"]) is None
    (call,) = started
    assert background.TEST in call["cmd"]
    for option in ("no:xdist", "no:randomly", "--check-record="):
        assert option in call["cmd"]
    env = call["env"]
    assert env[once.RUN_FOLDER] == str(tmp_path)
    assert json.loads(env[background.PATHS]) == ["", "a/"]
    assert env[background.READER] == "1"
    assert not [key for key in env if key.startswith("PYTEST_")]
    assert call["start_new_session"]


@pytest.mark.parametrize(
    "pages", [[True, True], [False, False]], ids=["nothing else", "no pages"]
)
def test_no_reader_without_other_work_or_without_pages(tmp_path, started, pages):
    items = [item(str(n), p) for n, p in enumerate(pages)]
    assert background.start(session(tmp_path, items), ["", "a/"]) is None
    assert not started


def test_the_reader_starts_no_reader(tmp_path, started, monkeypatch):
    monkeypatch.setenv(background.READER, "1")
    items = [item("a", True), item("b", False)]
    assert background.start(session(tmp_path, items), ["a/"]) is None
    assert not started


def test_the_run_folder_is_the_one_it_was_given(tmp_path, monkeypatch):
    monkeypatch.setenv(once.RUN_FOLDER, str(tmp_path / "run"))
    factory = SimpleNamespace(getbasetemp=lambda: tmp_path / "own")
    assert once.run_folder(factory) == tmp_path / "run"


def test_a_run_cut_short_stops_the_reader_and_its_children(tmp_path):
    # a reader that has started a child of its own (as it starts the browser)
    script = (
        "import subprocess, time; subprocess.Popen(['sleep', '60']); time.sleep(60)"
    )
    reader = subprocess.Popen([sys.executable, "-c", script], start_new_session=True)
    time.sleep(0.5)
    began = time.monotonic()
    background.finish(reader, interrupted=True)
    assert reader.returncode is not None
    assert time.monotonic() - began < 10
    with pytest.raises(ProcessLookupError):  # its whole group is gone
        for _ in range(50):
            os.killpg(reader.pid, 0)
            time.sleep(0.1)
