"""The count of what has run (site_extensions/run_counts.py) is the records' count.

The home page and the page on how the site stays true say how many blocks ran on
each release and how many have not run; the build counts it from ``records/``, and
these tests count the record files again, by hand, and compare.
"""

from __future__ import annotations

import json

import markdown
import pytest

from site_extensions import i18n, pages, records, run_counts
from site_extensions.facts import FactsExtension
from site_extensions.pages import DOCS, RECORDS

SHOWN_ON = ["index.md", "about/how-this-site-stays-true.md"]
PLACEHOLDER = '<span data-fact="run_counts">'


def by_hand() -> dict:
    """What the record files hold, read without the module under test."""
    out: dict = {"lanes": {}}
    releases = pages.lane_names()
    for release in releases:
        path = RECORDS / f"torch-{release}.json"
        if not path.exists():
            continue
        entries = [
            e
            for page in json.loads(path.read_text("utf-8"))["blocks"].values()
            for e in page
        ]
        out["lanes"][release] = {
            "total": len(entries),
            "passed": sum(e["outcome"] == "passed" for e in entries),
            "failed": sum(e["outcome"] == "failed" for e in entries),
            "skipped gpu": sum(e["outcome"] == "skipped" and e["gpu"] for e in entries),
            "skipped other": sum(
                e["outcome"] == "skipped" and not e["gpu"] for e in entries
            ),
            "gpu": sum(bool(e["gpu"]) for e in entries),
            "two gpus": sum("multigpu" in e["marks"] for e in entries),
        }
    out["gpu records"] = len(list((RECORDS / "gpu").glob("*.json")))
    return out


def test_the_counts_are_the_records_counts():
    hand, counted = by_hand(), run_counts.counts()
    default = hand["lanes"][pages.releases()[0]]
    assert counted.total == default["total"]
    assert counted.gpu_blocks == default["gpu"]
    assert counted.two_gpus == default["two gpus"]
    assert counted.gpu_records == hand["gpu records"]
    assert [lane.release for lane in counted.lanes] == list(hand["lanes"])
    for lane in counted.lanes:
        expected = hand["lanes"][lane.release]
        assert (lane.passed, lane.failed, lane.skipped_gpu, lane.skipped_other) == (
            expected["passed"],
            expected["failed"],
            expected["skipped gpu"],
            expected["skipped other"],
        )
    if not hand["gpu records"]:
        assert counted.gpu_ran == 0


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_sentence_states_every_count(lang):
    counted = run_counts.counts()
    words = run_counts.sentence(counted, lang)
    numbers = [counted.total, counted.gpu_blocks]
    for lane in counted.lanes:
        numbers += [lane.passed, lane.skipped_gpu]
        assert records.lane_label(lane.release, lang=lang) in words
    assert all(str(n) in words for n in numbers), (numbers, words)
    if counted.gpu_blocks and not counted.gpu_ran:
        # no page may read as if a GPU check ran
        assert {"en": "has run yet", "zh": "一段都没有运行过"}[lang] in words


def test_a_gpu_record_is_counted():
    """With a GPU record, the sentence says how many GPU blocks ran and passed."""
    release = pages.releases()[0]
    block = {"code": "a", "gpu": True, "marks": ["cuda"], "outcome": "skipped"}
    cpu = {"code": "b", "gpu": False, "marks": [], "outcome": "passed"}
    records = {
        release: {"blocks": {"docs/x.md": [block, cpu]}},
        "GPU 2.15.0 H100": {"blocks": {"docs/x.md": [{**block, "outcome": "passed"}]}},
    }
    counted = run_counts.counts(records)
    assert (counted.total, counted.gpu_blocks, counted.gpu_ran) == (2, 1, 1)
    assert counted.gpu_passed == 1 and counted.gpu_records == 1
    assert "1 have run on a GPU" in run_counts.sentence(counted, "en")
    assert "有 1 段在 GPU 上运行过" in run_counts.sentence(counted, "zh")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_build_writes_the_sentence_in_place(lang, monkeypatch):
    monkeypatch.setattr(i18n, "current", lang)
    md = markdown.Markdown(
        extensions=[run_counts.RunCountsExtension(), FactsExtension()]
    )
    html = md.convert(f"Counted: {PLACEHOLDER}fallback</span>")
    assert "fallback" not in html
    assert run_counts.sentence(run_counts.counts(), lang) in html.replace("&quot;", '"')


@pytest.mark.parametrize(
    "page",
    [DOCS / p for p in SHOWN_ON] + [pages.twin(DOCS / p) for p in SHOWN_ON],
    ids=lambda p: str(p.relative_to(DOCS)),
)
def test_the_pages_show_the_count(page):
    assert PLACEHOLDER in page.read_text(encoding="utf-8")


# Sentences written by hand that say no GPU has run a check: true while there is no
# GPU record (the count above says so from the records); a GPU record makes them
# stale, and this list names them to rewrite.
SAY_NO_GPU_HAS_RUN = [
    ("index.md", "the examples that need a GPU have not run yet"),
    ("index.zh.md", "需要 GPU 的示例还没有运行过"),
    ("about/sources.md", "none of the checks that need a GPU has run"),
    ("about/sources.zh.md", "需要 GPU 的检查一项都还没有运行过"),
    ("reference/pitfalls.md", "(its check needs a GPU and has not run yet)"),
    ("reference/pitfalls.zh.md", "（这项检查需要 GPU，还没有运行过）"),
]


def test_what_says_no_gpu_has_run_is_still_true():
    said = [
        (page, words)
        for page, words in SAY_NO_GPU_HAS_RUN
        if words in " ".join((DOCS / page).read_text(encoding="utf-8").split())
    ]
    assert said == SAY_NO_GPU_HAS_RUN, "a sentence changed: update this list"
    if run_counts.counts().gpu_ran:
        pytest.fail(f"a GPU has run checks; rewrite these: {said}")
