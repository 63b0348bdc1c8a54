"""The pictures under docs/assets/figures/ are the ones their scripts drew from the
current sources (scripts/figures.py explains the manifest)."""

from __future__ import annotations

import re

import pytest

from scripts import figures


def test_every_figure_is_present_and_fresh():
    assert figures.problems() == []


def test_every_figure_is_shown_by_a_page():
    pages = "\n".join(
        p.read_text(encoding="utf-8") for p in (figures.ROOT / "docs").rglob("*.md")
    )
    shown = {
        m.rsplit("/", 1)[-1] for m in re.findall(r"assets/figures/[\w./-]+", pages)
    }
    unshown = [i for i in figures.load() if i.rsplit("/", 1)[-1] not in shown]
    assert unshown == []


@pytest.fixture
def project(tmp_path):
    folder = tmp_path / "docs" / "assets" / "figures"
    folder.mkdir(parents=True)
    script = tmp_path / "draw.py"
    script.write_text("print('draw')\n")
    image = folder / "a.png"
    image.write_bytes(b"\x89PNG one")
    manifest = folder / "figures.json"
    figures.record(image, [script], "draw.py", manifest=manifest, root=tmp_path)
    return tmp_path, folder, manifest, script, image


def _problems(project):
    root, folder, manifest, _, _ = project
    return figures.problems(manifest=manifest, root=root, folder=folder)


def test_a_freshly_recorded_figure_has_no_problem(project):
    assert _problems(project) == []


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (lambda p: p[4].unlink(), "docs/assets/figures/a.png is missing"),
        (lambda p: p[4].write_bytes(b"\x89PNG edited"), "differs from the image"),
        (lambda p: p[3].write_text("print('new')\n"), "stale: draw.py changed"),
        (lambda p: p[3].unlink(), "its source draw.py is gone"),
        (lambda p: (p[1] / "b.png").write_bytes(b"x"), "b.png is in no manifest"),
    ],
    ids=["missing", "edited", "stale", "source-gone", "unrecorded"],
)
def test_each_departure_is_found(project, change, says):
    change(project)
    (problem,) = _problems(project)
    assert says in problem
