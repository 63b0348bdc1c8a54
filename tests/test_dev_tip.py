"""`python3 dev.py tip PAGE`: a tip's one command, in its order."""

from __future__ import annotations

from pathlib import Path

import pytest

import dev
from practices import translations

PAGE = "docs/tensors/views-copies-memory.md"


class _Calls(list):
    status = 0  # what the page's run exits with


@pytest.fixture
def calls(monkeypatch):
    made = _Calls()
    monkeypatch.setattr(dev, "ensure_env", lambda group: Path("python"))
    monkeypatch.setattr(
        dev, "run", lambda python, argv: made.append(("run", argv)) or made.status
    )
    monkeypatch.setattr(
        dev, "write_records", lambda pages: made.append(("records", pages)) or 0
    )
    monkeypatch.setattr(
        translations, "stamp", lambda twin: made.append(("stamp", twin))
    )
    return made


def test_outputs_then_every_lane_then_the_twin_is_stamped(calls):
    assert dev.tip([PAGE.replace(".md", ".zh.md")]) == 0  # a twin names its page
    assert calls == [
        ("run", ["pytest", PAGE, "--update-outputs", "-q"]),
        ("records", [PAGE]),
        ("stamp", dev.ROOT / PAGE.replace(".md", ".zh.md")),
    ]


def test_a_failing_page_is_neither_recorded_nor_stamped(calls):
    calls.status = 1
    assert dev.tip([PAGE]) == 1
    assert calls == [("run", ["pytest", PAGE, "--update-outputs", "-q"])]


def test_no_page_is_a_usage_error(capsys):
    assert dev.tip([]) == 2
    assert "usage" in capsys.readouterr().err
