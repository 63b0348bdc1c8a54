"""The pictures under docs/assets/figures/ are the ones their scripts drew from the
current sources and words (scripts/figures.py explains the manifest), and a picture
with words is drawn in each language: the Chinese page shows its Chinese twin."""

from __future__ import annotations

import json
import re

import pytest

from practices import i18n
from practices.pages import language_of
from scripts import figures


def test_every_figure_is_present_and_fresh():
    assert figures.problems() == []


def _shown(lang: str) -> set[str]:
    """The pictures the pages in ``lang`` show, by the file a reader gets: a page
    in Chinese that shows x.png gets x.zh.png where there is one (practices/languages.py)."""
    pages = [p for p in (figures.ROOT / "docs").rglob("*.md") if language_of(p) == lang]
    text = "\n".join(p.read_text(encoding="utf-8") for p in pages)
    named = {m.rsplit("/", 1)[-1] for m in re.findall(r"assets/figures/[\w./-]+", text)}
    entries = {i.rsplit("/", 1)[-1] for i in figures.load()}
    twin = {n: figures.localized(n, lang) for n in named}
    return {twin[n] if twin[n] in entries else n for n in named}


def test_every_figure_is_shown_by_a_page():
    shown = set().union(*(_shown(lang) for lang in i18n.LANGUAGES))
    unshown = [i for i in figures.load() if i.rsplit("/", 1)[-1] not in shown]
    assert unshown == []


# Pictures a Chinese page shows as they are: only netron's drawing, which has no
# words of the site's (operator names, parameter names, shapes). Every other picture
# is drawn in each language (scripts/benchmark_models.py,
# scripts/developer_tools_figures.py).
SHOWN_AS_THEY_ARE = {"netron-graph.png"}


def test_a_chinese_page_shows_each_picture_in_chinese():
    """Every picture on a Chinese page is its Chinese twin, drawn with Chinese
    words, but those named above."""
    entries = {i.rsplit("/", 1)[-1]: e for i, e in figures.load().items()}
    for name in _shown("zh") - SHOWN_AS_THEY_ARE:
        english = name.replace(".zh.", ".")
        assert name == figures.localized(english, "zh"), f"{name} is English"
        assert list(entries[name].get("words", {})) == ["zh"], name
    assert {
        "profile-resnet50.zh.png",
        "tensorboard-scalars.zh.png",
        "layer-activations.zh.png",
    } <= _shown("zh")


def test_the_profile_chart_is_the_profiled_table():
    from scripts import benchmark_models

    data = json.loads(benchmark_models.PROFILE.read_text(encoding="utf-8"))
    bars = benchmark_models.profile_bars(data)
    assert len(bars) == data["row_limit"]
    assert [ms for _, ms, _ in bars] == sorted((ms for _, ms, _ in bars), reverse=True)
    name, ms, calls = bars[0]
    row = data["printed"][0]["rows"][0]
    assert (name, calls * data["passes"]) == (row[0], int(row[-1]))
    assert ms == pytest.approx(float(row[2].removesuffix("ms")) / data["passes"])


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


def test_a_figure_whose_words_changed_is_stale(project, monkeypatch):
    root, folder, manifest, script, image = project
    figures.record(
        image,
        [script],
        "draw.py",
        manifest=manifest,
        root=root,
        words=("zh", ["figure profile x"]),
    )
    assert _problems(project) == []
    changed = {**i18n.WORDS["figure profile x"], "zh": "自身 CPU 时间"}
    monkeypatch.setitem(i18n.WORDS, "figure profile x", changed)
    (problem,) = _problems(project)
    assert "its words 'figure profile x' (zh) changed" in problem


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
