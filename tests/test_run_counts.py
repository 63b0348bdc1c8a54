"""The count of what has run (practices/run_counts.py) is the records' count.

The home page and the page on how the site stays true say how many blocks ran on
each release and how many have not run; the build counts it from ``records/``, and
these tests count the record files again, by hand, and compare.
"""

from __future__ import annotations

import html as html_module
import json

import markdown
import pytest

from practices import i18n, pages, records, run_counts
from practices.pages import DOCS, RECORDS
from practices.stages import StagesExtension

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
    elif counted.gpu_ran:
        # which build ran them, and whether it is older than every lane
        for build in counted.gpu_builds:
            assert build.torch in words and build.device in words
            older = {"en": "older than every release", "zh": "比本站检查的每个版本都旧"}
            assert (older[lang] in words) is build.older


def test_a_gpu_record_is_counted():
    """With a GPU record, the sentence says how many GPU blocks ran and passed, on
    which build, device and day, and whether that build is older than every lane."""
    release = pages.releases()[0]
    block = {"code": "a", "gpu": True, "marks": ["cuda"], "outcome": "skipped"}
    cpu = {"code": "b", "gpu": False, "marks": [], "outcome": "passed"}
    ran = {**block, "outcome": "passed", "torch": "x", "date": "2026-11-27"}

    def gpu(version: str) -> dict:
        return {
            "release": version,
            "torch": f"{version}+cu130",
            "device": "H100 (CUDA 13.0)",
            "blocks": {"docs/x.md": [ran]},
        }

    for version, older in [(release, False), ("2.0.0", True)]:
        records = {
            release: {"blocks": {"docs/x.md": [block, cpu]}},
            f"GPU {version} H100": gpu(version),
        }
        counted = run_counts.counts(records)
        assert (counted.total, counted.gpu_blocks, counted.gpu_ran) == (2, 1, 1)
        assert counted.gpu_passed == 1 and counted.gpu_records == 1
        en, zh = (run_counts.sentence(counted, lang) for lang in ("en", "zh"))
        assert "1 have run on a GPU (torch " + version + "+cu130 on H100" in en
        assert "有 1 段在 GPU 上运行过（H100 (CUDA 13.0) 上的 torch " + version in zh
        assert "2026-11-27" in en and "2026-11-27" in zh
        assert ("older than every release checked here" in en) is older
        assert ("比本站检查的每个版本都旧" in zh) is older


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_build_writes_the_sentence_in_place(lang, monkeypatch):
    monkeypatch.setattr(i18n, "current", lang)
    md = markdown.Markdown(extensions=[StagesExtension()])
    html = md.convert(f"Counted: {PLACEHOLDER}fallback</span>")
    assert "fallback" not in html
    words = run_counts.sentence(run_counts.counts(), lang)
    assert words in html_module.unescape(html)


@pytest.mark.parametrize(
    "page",
    [DOCS / p for p in SHOWN_ON] + [pages.twin(DOCS / p) for p in SHOWN_ON],
    ids=lambda p: str(p.relative_to(DOCS)),
)
def test_the_pages_show_the_count(page):
    assert PLACEHOLDER in page.read_text(encoding="utf-8")


# Sentences written by hand that say no GPU has run any check at all: true only
# while no GPU record shows a GPU block that ran.
SAY_NO_GPU_HAS_RUN_ANYTHING = [
    "no GPU has run the tests",
    "no GPU has run this site's tests",
    "no GPU has been available to the tests",
    "the examples that need a GPU have not run yet",
    "none of the checks that need a GPU has run",
    "还没有 GPU 运行过测试",
    "还没有任何 GPU 运行过本站的测试",
    "测试至今没有可用的 GPU",
    "需要 GPU 的示例还没有运行过",
    "需要 GPU 的检查一项都还没有运行过",
]
# The history of the site may say what was true then.
HISTORY = "about/changelog"


def _pages_text() -> dict[str, str]:
    return {
        str(page.relative_to(DOCS)): " ".join(page.read_text(encoding="utf-8").split())
        for page in sorted(DOCS.rglob("*.md"))
        if not str(page.relative_to(DOCS)).startswith(HISTORY)
    }


def test_no_page_says_no_gpu_has_run_once_one_has():
    if not run_counts.counts().gpu_ran:
        pytest.skip("no GPU record shows a GPU block that ran")
    said = [
        (page, words)
        for page, text in _pages_text().items()
        for words in SAY_NO_GPU_HAS_RUN_ANYTHING
        if words in text
    ]
    assert not said, f"a GPU has run checks; rewrite these: {said}"


# Sentences written by hand that say a GPU block ran on a GPU, with the release
# they name and the block they are about, as (page, snippet): a GPU record must
# hold that block passed on that release. None: a sentence about the site, which
# some block that passed on a GPU with that release bears out. (The line under
# each block, generated from the records, says the rest.)
NUMPY = ("tensors/numpy-interop.md", "tensors/numpy-interop/cuda_to_numpy.py")
MOVES = ("tensors/clone-detach-move.md", "tensors/clone-detach-move/cuda_moves.py")
SAVED = (
    "saving/saving-and-loading.md",
    "saving/saving-and-loading/gpu_file_on_cpu.py",
)
CPP = ("cpp/libtorch.md", "cpp/libtorch/cuda_tensors.cpp")
RAN = "passed on a GPU with torch 2.11 (CUDA 13, on an H100)"
RAN_ZH = "在 GPU 上用 torch 2.11（CUDA 13，一块 H100）运行并通过"
SAY_RAN_ON_A_GPU = [
    ("index.md", "on torch 2.11 (CUDA 13) on an H100", "2.11", None),
    ("index.zh.md", "在一块 H100 上用 torch 2.11（CUDA 13）运行过", "2.11", None),
    ("about/sources.md", "ran on torch 2.11 (CUDA 13) on an H100", "2.11", None),
    (
        "about/sources.zh.md",
        "在一块 H100 上用 torch 2.11（CUDA 13）运行过",
        "2.11",
        None,
    ),
    (
        "about/how-this-site-stays-true.md",
        "the first GPU run used torch 2.11 (CUDA 13) on an H100",
        "2.11",
        None,
    ),
    (
        "about/how-this-site-stays-true.zh.md",
        "第一次 GPU 运行用的是一块 H100 上的 torch 2.11（CUDA 13）",
        "2.11",
        None,
    ),
    (
        "reference/pitfalls.md",
        "it passed on torch 2.11 with CUDA 13 on an H100",
        "2.11",
        NUMPY,
    ),
    (
        "reference/pitfalls.zh.md",
        "在一块 H100 上用 torch 2.11（CUDA 13）运行时通过",
        "2.11",
        NUMPY,
    ),
    ("tensors/numpy-interop.md", RAN, "2.11", NUMPY),
    ("tensors/numpy-interop.zh.md", RAN_ZH, "2.11", NUMPY),
    ("tensors/clone-detach-move.md", RAN, "2.11", MOVES),
    ("tensors/clone-detach-move.zh.md", RAN_ZH, "2.11", MOVES),
    ("tensors/indexing-selection-reductions.md", RAN, "2.11", MOVES),
    ("tensors/indexing-selection-reductions.zh.md", RAN_ZH, "2.11", MOVES),
    (
        "tensors/indexing-selection-reductions.zh.md",
        "在一块 H100 上用 torch 2.11 和 CUDA 13 运行并通过",
        "2.11",
        MOVES,
    ),
    ("saving/saving-and-loading.md", RAN, "2.11", SAVED),
    ("saving/saving-and-loading.zh.md", RAN_ZH, "2.11", SAVED),
    (
        "saving/saving-and-loading.md",
        "the one GPU check passed on torch 2.11 (CUDA 13) on an H100",
        "2.11",
        SAVED,
    ),
    ("cpp/libtorch.md", RAN, "2.11", CPP),
    ("cpp/libtorch.zh.md", RAN_ZH, "2.11", CPP),
    (
        "cpp/libtorch.md",
        "one CUDA example that passed on torch 2.11 (CUDA 13) on an H100",
        "2.11",
        CPP,
    ),
]
# ... and sentences that say a GPU block has not run on a GPU: no GPU record may
# hold it passed or failed.
TWO_GPUS = (
    "performance/checklist.md",
    "performance/checklist/data_parallel_replicates.py",
)
SAY_NOT_RUN_ON_A_GPU = [
    ("performance/checklist.md", "No machine with two GPUs has run it yet", TWO_GPUS),
    ("performance/checklist.zh.md", "还没有装有两块 GPU 的机器运行过它", TWO_GPUS),
]


def _gpu_outcomes() -> dict[tuple[str, str], list[tuple[str, str]]]:
    """{(page, snippet): [(release, outcome)]} over every GPU record, the page
    relative to docs/ and the snippet to snippets/."""
    out: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for path in pages.gpu_record_paths():
        record = pages.read_record(path)
        for page, entries in record["blocks"].items():
            for entry in entries:
                key = (
                    page.removeprefix("docs/"),
                    entry["snippet"].removeprefix("snippets/"),
                )
                out.setdefault(key, []).append((record["release"], entry["outcome"]))
    return out


@pytest.mark.parametrize(("page", "words", "release", "block"), SAY_RAN_ON_A_GPU)
def test_what_says_a_block_ran_on_a_gpu_is_true(page, words, release, block):
    assert words in _pages_text()[page], "a sentence changed: update this list"
    outcomes = _gpu_outcomes()
    found = (
        [ran for ran_list in outcomes.values() for ran in ran_list]
        if block is None
        else outcomes.get(block, [])
    )
    assert any(
        rel.startswith(release + ".") and outcome == "passed" for rel, outcome in found
    ), (page, block, found)


@pytest.mark.parametrize(("page", "words", "block"), SAY_NOT_RUN_ON_A_GPU)
def test_what_says_a_block_has_not_run_on_a_gpu_is_true(page, words, block):
    assert words in _pages_text()[page], "a sentence changed: update this list"
    found = _gpu_outcomes().get(block, [])
    assert all(outcome == "skipped" for _, outcome in found), (page, block, found)
