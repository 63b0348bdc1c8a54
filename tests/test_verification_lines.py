"""The verification lines the build writes (practices/records.py), in both
languages: the page line counts the blocks that passed on each release, a block
shows a line of its own only where it did not pass on every release, a block that
ran nowhere says "Not yet run", a skip reason opens by touch and keyboard in the
page's language, every block links to a prefilled new issue, each page shows its
own blocks' entries, and *What changed across releases* leads with behaviour.
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from urllib.parse import parse_qs, urlsplit

import markdown
import pytest

from practices import i18n, pages, records
from practices.i18n import t
from practices.stages import StagesExtension
from practices.testing import marks

LANES = pages.lane_names()  # the Python lane's too
PACKAGE = [pages.reason_code("package", "thop")]  # as a record stores it
PACKAGE_WORDS = "needs the optional package 'thop'"  # as a reader reads it
CUDA = [marks.MARKS["cuda"].code]
REPO = "https://github.com/pytorch-practices/pytorch-practices"
SITE = "https://pytorch-practices.github.io/pytorch-practices/"


@pytest.fixture(autouse=True)
def _english():
    i18n.current = i18n.DEFAULT
    yield
    i18n.current = i18n.DEFAULT


def _entry(outcome="passed", reason=None, code="c", fences=("f",), gpu=False, **kw):
    return {
        "snippet": kw.get("snippet", "snippets/a/one.py"),
        "section": kw.get("section", "Count it"),
        "code": code,
        "fences": list(fences),
        "marks": ["cuda"] if gpu else [],
        "gpu": gpu,
        "outcome": outcome,
        "reason": reason,
        "output": kw.get("output"),
        "torch": kw.get("torch", "0.0.0"),
        "date": "2026-11-25",
    }


def _records(blocks: dict[str, list[list[dict]]]) -> dict[str, dict]:
    """{lane: record} from {page: [[entry on each lane] for each block]}."""
    out = {}
    for k, lane in enumerate(LANES):
        release = _release(lane)
        out[lane] = {
            "release": release,
            "torch": f"{release}+x",
            "device": "CPU",
            "python": f"{pages.lane_named(lane).python or '3.11'}.0",
            "blocks": {
                page: [
                    {**per_lane[k], "torch": f"{release}+x"}
                    for per_lane in entries
                    if per_lane[k]
                ]
                for page, entries in blocks.items()
            },
        }
    return out


def _release(lane: str) -> str:
    return pages.lane_named(lane).release


def _everywhere(entry: dict) -> list[dict]:
    return [dict(entry) for _ in LANES]


def _newest_only(reason: list[str] = PACKAGE, **kw) -> list[dict]:
    return [_entry(**kw)] + [_entry("skipped", reason, **kw) for _ in LANES[1:]]


def _by_lane(per_lane: list[dict], recs: dict) -> dict:
    return {
        lane: {**e, "torch": recs[lane]["torch"]}
        for lane, e in zip(LANES, per_lane, strict=True)
    }


# --- 1. The page line --------------------------------------------------------------


def test_the_page_line_counts_the_blocks_that_passed_on_each_release():
    blocks = [_everywhere(_entry(code=f"p{k}")) for k in range(2)]
    blocks += [_newest_only(code=f"s{k}") for k in range(10)]
    recs = _records({"docs/p.md": blocks})
    shown = [_by_lane(b, recs) for b in blocks]
    older = records._listed(
        [records.lane_label(lane, f"{_release(lane)}+x") for lane in LANES[1:]]
    )
    line = records.page_line(recs, shown, "../about/#how")
    summary, detail = _page_line_parts(line)
    # one short line: the releases where most passed, and how many of all
    assert (
        summary
        == f"Tested 2026-11-25 on CPU: 12 of 12 examples pass on torch {LANES[0]}"
    )
    assert (
        f"12 blocks: all passed on torch {LANES[0]}+x; 2 passed on torch {older} "
        "(10 skipped for want of packages not installed there)." in detail
    ), line
    assert '<a href="../about/#how">How this is checked</a>' in detail
    i18n.current = "zh"
    line = records.page_line(recs, shown, "../about/#how")
    summary, detail = _page_line_parts(line)
    assert summary == (
        f"2026-11-25 在 CPU 上测试：12 段代码中有 12 段在 torch {LANES[0]} 上通过"
    ), summary
    assert f"共 12 段代码：在 torch {LANES[0]}+x 上全部通过" in detail, line
    assert "上通过 2 段（10 段因缺少可选包而跳过）" in detail, line
    assert ">验证方式</a>" in detail
    words = re.sub(r"<[^>]*>|torch|Python", "", line)
    assert not re.search(r"[A-Za-z]{4,}", words), line


def _page_line_parts(line: str) -> tuple[str, str]:
    """(the one line a reader sees, the detail a tap opens) of a page line."""
    found = re.fullmatch(
        r'<details class="verified-page" data-search-exclude>'
        r"<summary>([^<]*)</summary><p>(.*)</p></details>",
        line,
    )
    assert found, line
    return found[1], found[2]


def test_the_page_line_s_summary_never_says_more_passed_than_did():
    """The short line names only releases on which exactly that many passed, the
    older releases that passed fewer only in the detail; a block that failed or
    skipped on the newest release counts against it; "Tested" on the day of the
    oldest entry, never "verified"."""
    blocks = [_everywhere(_entry(code="p"))]
    blocks += [[_entry(code="q")] + [_entry("failed", code="q") for _ in LANES[1:]]]
    blocks += [_everywhere(_entry("skipped", CUDA, code="g", gpu=True))]
    recs = _records({"docs/p.md": blocks})
    summary, detail = _page_line_parts(
        records.page_line(recs, [_by_lane(b, recs) for b in blocks])
    )
    assert (
        summary == f"Tested 2026-11-25 on CPU: 2 of 3 examples pass on torch {LANES[0]}"
    )
    older = records._listed(
        [records.lane_label(k, f"{_release(k)}+x") for k in LANES[1:]]
    )
    assert (
        f"1 passed on torch {older} (1 FAILED; 1 skipped for want of a CUDA device)"
        in detail
    )
    assert "GPU checks: not yet run (1 block)." in detail
    assert "erified" not in summary + detail
    everywhere = [_everywhere(_entry(code=f"e{k}")) for k in range(3)]
    recs = _records({"docs/p.md": everywhere})
    summary, _ = _page_line_parts(
        records.page_line(recs, [_by_lane(b, recs) for b in everywhere])
    )
    releases = ", ".join(dict.fromkeys(_release(k) for k in LANES))
    assert (
        summary == f"Tested 2026-11-25 on CPU: 3 of 3 examples pass on torch {releases}"
    )


def test_the_page_line_names_a_reason_and_the_gpu_checks_not_run():
    blocks = [
        _everywhere(_entry(code="p")),
        _everywhere(_entry("skipped", CUDA, gpu=True)),
    ]
    recs = _records({"docs/p.md": blocks})
    line = records.page_line(recs, [_by_lane(b, recs) for b in blocks])
    assert (
        "1 passed on torch" in line and "(1 skipped for want of a CUDA device)" in line
    )
    assert "GPU checks: not yet run (1 block)." in line


def test_the_page_line_links_to_how_this_is_checked_in_the_page_s_language():
    english = records.Page("analysis/count.md", "analysis/count/")
    chinese = records.Page("analysis/count.zh.md", "zh/analysis/count/")
    anchor = "see-where-each-block-was-verified"
    assert (
        english.link(*records.HOW) == f"../../about/how-this-site-stays-true/#{anchor}"
    )
    assert (
        chinese.link(*records.HOW) == f"../../about/how-this-site-stays-true/#{anchor}"
    )
    assert records.Page("index.zh.md", "zh/").link("tags") == "tags/"
    assert records.Page("index.md", "").link(*records.HOW).startswith("about/how-")


# --- 2. and 3. The line under a block ----------------------------------------------


def test_a_block_that_passed_everywhere_shows_only_the_report_link():
    recs = _records({"docs/p.md": [_everywhere(_entry())]})
    by_lane = _by_lane(_everywhere(_entry()), recs)
    assert records.state(by_lane) == "same"
    line = records.badge(by_lane, recs, '<a class="verified__report">r</a>')
    assert line == (
        '<div class="verified verified--same" data-search-exclude>'
        '<a class="verified__report">r</a></div>'
    )


def test_a_block_that_ran_nowhere_is_marked_not_yet_run_in_words():
    block = _everywhere(_entry("skipped", CUDA, gpu=True))
    recs = _records({"docs/p.md": [block]})
    by_lane = _by_lane(block, recs)
    assert records.state(by_lane) == "not-run"
    line = records.badge(by_lane, recs)
    assert 'class="verified verified--not-run"' in line
    assert '<strong class="verified__state">⚠ Not yet run</strong>' in line
    assert "GPU: not yet run" in line
    # a block that passed somewhere is not "not yet run", however it fared elsewhere
    partly = _by_lane(_newest_only(), recs)
    assert records.state(partly) == "differs"
    assert "Not yet run" not in records.badge(partly, recs)


# --- 4. Skip reasons, reachable and in the page's language -------------------------


def test_a_skip_reason_is_in_a_details_element_in_the_page_s_language():
    block = _newest_only()
    recs = _records({"docs/p.md": [block]})
    i18n.current = "zh"
    line = records.badge(_by_lane(block, recs), recs)
    assert "title=" not in line
    summary = re.search(r"<details[^>]*><summary>(.*?)</summary>(.*?)</details>", line)
    assert summary, line
    assert f"– {records.lane_label(LANES[1])}（跳过）" in summary[1]
    assert "需要可选包 thop" in summary[2] and "needs" not in line, line
    i18n.current = "en"
    assert PACKAGE_WORDS in records.badge(_by_lane(block, recs), recs)


def _reasons_in_records() -> set[tuple[str, ...]]:
    return {
        tuple(e["reason"])
        for record in records.load_records().values()
        for entries in record["blocks"].values()
        for e in entries
        if e.get("reason")
    }


def test_every_skip_reason_the_tests_write_has_chinese_words():
    """The marks' reasons and an importorskip's, and every reason in the records:
    the catalog words each code in both languages (a mark added without them
    fails here), in English as pytest's summary and the README say it."""
    reasons = {(m.code,) for m in marks.MARKS.values() if m.reason}
    reasons |= _reasons_in_records() | {(*CUDA, *PACKAGE)}
    assert reasons
    for reason in sorted(reasons):
        assert not records.untranslated(reason), reason
        chinese = records.translated(reason, "zh")
        assert not re.search(r"\bneeds\b|\bnone\b|\bvisible\b", chinese), chinese
        english = records.translated(reason, "en")
        assert english == marks.words(list(reason)), reason
        assert english.startswith(("needs", "shows")), english
    for mark in marks.MARKS.values():
        if mark.check:
            assert mark.reason and records._lacking([mark.code]), mark.name
    assert records.translated(PACKAGE, "en") == PACKAGE_WORDS
    assert records.translated(["an unknown skip"], "en") == "an unknown skip"
    assert records.untranslated(["an unknown skip"]) == ["an unknown skip"]


# --- 6. Report a problem -----------------------------------------------------------


def test_the_report_link_opens_a_prefilled_issue_and_is_a_plain_link():
    block = _newest_only()
    recs = _records({"docs/tensors/views-copies-memory.md": [block]})
    page = records.Page(
        "tensors/views-copies-memory.zh.md",
        "zh/tensors/views-copies-memory/",
        SITE,
        REPO,
    )
    i18n.current = "zh"
    by_lane = _by_lane(block, recs)
    section = "一节 { #count-it }"  # a heading as the page writes it
    link = records.report_link(
        page, "视图", section, "snippets/a/one.py", by_lane, recs
    )
    href = re.search(r'href="([^"]*)"', link)[1].replace("&amp;", "&")
    assert href.startswith(f"{REPO}/issues/new?title=")
    query = parse_qs(urlsplit(href).query)
    body = query["body"][0]
    assert f"{SITE}zh/tensors/views-copies-memory/#count-it" in body
    assert "snippets/a/one.py" in body and "一节" in body
    assert f"torch {LANES[-1]}+x" in body and "需要可选包 thop" in body
    assert "one.py" in query["title"][0] and "视图" in query["title"][0]
    assert body.endswith(t("report env", "zh")), body  # the reader's setup
    assert ">报告问题</a>" in link and link.startswith("<a ")
    # the accessible name holds the words shown (WCAG 2.5.3, axe-core checks it)
    for lang in i18n.LANGUAGES:
        assert t("report", lang) in t("report label", lang, snippet="one.py")
    assert "onclick" not in link and "<script" not in link


def test_the_line_a_report_asks_for_prints_the_setup():
    """The line every report's body asks the reader to run (practices/words.toml,
    the same in both languages) runs, and prints torch's version first."""
    torch = pytest.importorskip("torch")
    lines = {t("report env", lang).splitlines()[1] for lang in i18n.LANGUAGES}
    assert len(lines) == 1
    code = shlex.split(lines.pop())
    assert code[:2] == ["python", "-c"]
    out = subprocess.run(
        [sys.executable, "-c", code[2]], capture_output=True, text=True, check=True
    )
    assert out.stdout.split()[0] == torch.__version__, out.stdout


# --- 7. Each page shows its own blocks' entries -------------------------------------


def _page_html(monkeypatch, recs, src_uri: str, text: str) -> str:
    monkeypatch.setattr(records, "load_records", lambda: recs)
    page = records.Page(src_uri, src_uri.removesuffix(".md") + "/", SITE, REPO)
    md = markdown.Markdown(extensions=["admonition", StagesExtension(page)])
    return md.convert(text)


PROGRAM = "print(1)"


def test_each_page_shows_its_own_block_s_entries(monkeypatch):
    """Two pages show the same fence: each shows the outcome its own page recorded."""
    fence = pages.digest(pages.normalized(PROGRAM))
    code = pages.code_hash(PROGRAM + "\n", None, [])
    passes = _everywhere(_entry(code=code, fences=[fence]))
    skips = _newest_only(code=code, fences=[fence])
    recs = _records({"docs/a.md": [passes], "docs/b.md": [skips]})
    text = f"# Title\n\n## Count it\n\n```python\n{PROGRAM}\n```\n"
    a = _page_html(monkeypatch, recs, "a.md", text)
    b = _page_html(monkeypatch, recs, "b.md", text)
    assert 'class="verified verified--same"' in a and "verified__details" not in a
    assert 'class="verified verified--differs"' in b and PACKAGE_WORDS in b
    assert f"1 block: passed on torch {LANES[0]}+x, " in a
    assert f"1 block: passed on torch {LANES[0]}+x; none passed on torch" in b


def test_a_block_that_ran_nowhere_shows_no_output(monkeypatch):
    """No run made the output a page writes for a block that ran nowhere: it is
    left out, and the "Not yet run" line comes under the code; an output a run
    made stays."""
    fence = pages.digest(pages.normalized(PROGRAM))
    code = pages.code_hash(PROGRAM + "\n", "1\n", [])
    output = "<!--pytest-codeblocks:expected-output-->\n\n```\n1\n```\n"
    text = f"# Title\n\n```python\n{PROGRAM}\n```\n\n{output}\nAfter.\n"
    block = _everywhere(_entry("skipped", CUDA, code=code, fences=[fence], gpu=True))
    html = _page_html(monkeypatch, _records({"docs/a.md": [block]}), "a.md", text)
    assert "verified--not-run" in html and "output" not in html, html
    assert html.index("print") < html.index("Not yet run") < html.index("After.")
    block = _everywhere(_entry(code=code, fences=[fence]))
    html = _page_html(monkeypatch, _records({"docs/a.md": [block]}), "a.md", text)
    assert "{ .text .output .no-copy }\n1</code>" in html, html


def test_the_lines_are_blocks_of_their_own_inside_an_admonition(monkeypatch):
    fence = pages.digest(pages.normalized(PROGRAM))
    code = pages.code_hash(PROGRAM + "\n", None, [])
    recs = _records({"docs/a.md": [_newest_only(code=code, fences=[fence])]})
    text = f"# Title\n\n!!! note\n\n    ```python\n    {PROGRAM}\n    ```\n"
    html = _page_html(monkeypatch, recs, "a.md", text)
    assert '<div class="verified verified--differs"' in html
    assert "<p><div" not in html and "<p><details" not in html
    assert '<details class="verified-page"' in html and "<p><details" not in html


def test_a_python_lane_is_named_with_its_python_wherever_a_lane_is_named():
    """The Python lane (the default release on Python 3.13): in the line under a
    block, its details, the page line and *What changed across releases*, in
    both languages; the other lanes are named by their release alone."""
    python = "2.15.0-py3.13"
    assert python in LANES
    printed = {lane: _entry(output="3.11 words\n") for lane in LANES}
    printed[python] = _entry(output="3.13 words\n")
    printed[LANES[-1]] = _entry("skipped", PACKAGE)
    block = [printed[lane] for lane in LANES]
    recs = _records({"docs/p.md": [block]})
    by_lane = _by_lane(block, recs)
    line = records.badge(by_lane, recs)
    summary = re.search(r"<summary>(.*?)</summary>", line)[1]
    assert summary == (
        "✓ 2.15.0 · ✓ 2.15.0 on Python 3.13 · ✓ 2.14.1 · – 2.13.0 (skipped)"
    ), summary
    assert "torch 2.15.0+x, Python 3.13.0, CPU, 2026-11-25" in line
    assert "torch 2.14.1+x, CPU, 2026-11-25" in line
    page = records.page_line(recs, [by_lane])
    assert "torch 2.15.0+x, 2.15.0+x on Python 3.13 and 2.14.1+x" in page, page
    changes = "\n".join(records._lane_tabs(recs, by_lane))
    assert '=== "torch 2.15.0 on Python 3.13"' in changes
    assert "    3.13 words" in changes
    i18n.current = "zh"
    line = records.badge(by_lane, recs)
    assert "✓ 2.15.0（Python 3.13） · ✓ 2.14.1" in line, line
    assert "torch 2.15.0+x，Python 3.13.0，CPU，2026-11-25" in line
    assert '=== "torch 2.15.0（Python 3.13）"' in "\n".join(
        records._lane_tabs(recs, by_lane)
    )


# --- 5. What changed across releases ------------------------------------------------


def test_what_changed_leads_with_behaviour_and_folds_missing_packages():
    recs = records.load_records()
    found = records.differences(recs)
    folded = [f for f in found if records.packages_only(f[3]) is not None]
    changed = [f for f in found if records.packages_only(f[3]) is None]
    assert folded and changed
    for lang in i18n.LANGUAGES:
        i18n.current = lang
        lines = records.changes_markdown(recs, "reference/changes-across-releases.md")
        heads = [k for k, line in enumerate(lines) if line.startswith("## ")]
        note = next(k for k, line in enumerate(lines) if line.startswith("??? note"))
        assert heads and max(heads) < note, "behaviour changes come first"
        titles = [re.sub(r"\s*\{.*\}$", "", lines[k]) for k in heads]
        assert len(titles) == len(set(titles)), titles  # no repeated heading
        assert len(heads) <= len(changed)
        assert t("packages only", n=len(folded)) in lines[note]
        assert lines[note].startswith('??? note "')  # collapsed (???), not open (???+)
        folded_text = "\n".join(lines[note:])
        for _, _, snippet, _ in folded:
            assert snippet.rsplit("/", 1)[-1] in folded_text, snippet
    assert "needs the optional package" not in "\n".join(lines)  # zh, last


def test_a_package_skip_beside_a_changed_output_is_a_behaviour_change():
    new, *_, old, oldest = LANES
    skip = _entry("skipped", PACKAGE)
    same = _entry(output="took 1.5 ms at 0x7f4e\n")
    assert records.packages_only({new: same, oldest: skip}) == {oldest: ["thop"]}
    # a time measured anew on each release: the same words, other numbers
    timed = _entry(output="took 2.25 ms at 0x7fc7\n")
    measured = {new: same, old: timed, oldest: skip}
    assert records.packages_only(measured) == {oldest: ["thop"]}
    item = records._folded_item("#", "S", [("a.py", measured)])
    assert item.endswith(t("packages only numbers"))
    other = _entry(output="took 1.5 s at 0x7f4e\n")
    assert records.packages_only({new: same, old: other, oldest: skip}) is None
    assert records.packages_only({new: same, oldest: _entry("skipped", CUDA)}) is None


def test_a_folded_sentence_holds_only_snippets_with_the_same_outcomes():
    """Two snippets of one section, skipped on different releases, get a
    sentence each: no release is said to have both passed and skipped them."""
    # the default lane and any Python lane, then the two older releases
    new, *same, old, oldest = LANES
    versions = {lane: f"{lane}+cpu" for lane in LANES}

    def run(lane, outcome, reason=None):
        return _entry(outcome, reason, torch=versions[lane], output="ok\n")

    passing = {lane: run(lane, "passed") for lane in (new, *same)}
    one = {**passing, old: run(old, "passed")}
    one[oldest] = run(oldest, "skipped", PACKAGE)
    two = {**passing, old: run(old, "skipped", PACKAGE)}
    two[oldest] = run(oldest, "skipped", PACKAGE)
    three = dict(one)
    items = [("s/one.py", one), ("s/two.py", two), ("s/three.py", three)]
    for lang in i18n.LANGUAGES:
        i18n.current = lang
        said = records._folded_items("#", "S", items)
        assert len(said) == 2, said
        first, second = said
        assert "`one.py`" in first and "`three.py`" in first and "two.py" not in first
        assert "`two.py`" in second and "one.py" not in second
        for sentence, passed, skipped in (
            (first, [new, *same, old], [oldest]),
            (second, [new, *same], [old, oldest]),
        ):
            for lane in LANES:
                # the sentence names each release once: where it passed, or
                # where it was skipped
                assert sentence.count(versions[lane]) == 1, (lane, sentence)
            cut = sentence.index(versions[skipped[0]])
            assert all(sentence.index(versions[lane]) < cut for lane in passed)


def test_a_comment_in_the_code_is_no_section():
    lines = ["# Title", "", "## Real", "", "```python", "# a comment", "x = 1", "```"]
    lines += ["", "```python", "y = 2", "```"]
    all_fences = pages.fences(lines)
    assert pages.section_of(lines, all_fences[1].start) == "Real"


def test_a_block_under_the_title_alone_stands_in_no_section():
    """The h1 is the page's title, no section: the records and the build agree."""
    lines = ["# Title", "", "```python", "x = 1", "```", "## Next", "", "y"]
    assert pages.sections(lines)[:5] == [""] * 5
    assert pages.section_of(lines, 7) == "Next"
