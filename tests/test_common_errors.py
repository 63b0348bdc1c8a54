"""The errors readers paste (data/common-errors/): every entry is well formed, and
each entry with a section has it, in both languages, with its fix and its message.

One JSON file per entry, ``<id>.json`` (practices/common_errors.py says
what each field holds). The site lists the entries (the Pitfalls reference, the page
Common errors), ranking them from the search each file stores, and indexes each
message in its section (practices/hooks/search.py); tests/browser/test_pasted_errors.py pastes
each message into both editions' search.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from practices import common_errors, pages
from practices.i18n import LANGUAGES, t
from practices.testing import blocks

FILES = sorted(common_errors.DATA.glob("*.json"))
ENTRIES = [json.loads(p.read_text(encoding="utf-8")) for p in FILES]
WITH_SECTION = [e for e in ENTRIES if e.get("anchor")]
_NAME = re.compile(r"(?P<id>[a-z0-9]+(?:-[a-z0-9]+)*)\.json")
# A thread counted: an issue or pull request on GitHub, in its own repository
_THREAD = re.compile(
    r"https://github\.com/(?P<repo>[\w.-]+/[\w.-]+)/(issues|pull)/(?P<number>\d+)"
)
# Further reading (not counted): PyTorch's own documentation and tutorials
_DOCS = re.compile(r"https://(docs\.)?pytorch\.org/(docs|tutorials)/")
_FIX = {pages.DEFAULT_LANGUAGE: "**Fix:**", pages.ZH: "**修正：**"}


def _section_text(text: str, anchor: str) -> str | None:
    """The Markdown of the section whose heading has ``anchor`` (as the toc gives
    it), from its heading to the next heading of its level or above."""
    lines = text.splitlines()
    seen: dict[str, int] = {}
    start = level = None
    for k, found_level, found in pages.outline(lines):
        if start is not None and found_level <= level:
            return "\n".join(lines[start:k])
        if start is None and pages.numbered(pages.slug(found), seen) == anchor:
            start, level = k, found_level
    return "\n".join(lines[start:]) if start is not None else None


def _one_line(text: str) -> str:
    return " ".join(text.split())


def test_there_are_entries():
    assert len(FILES) >= 40


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_an_entry_has_every_field(path: Path):
    entry = json.loads(path.read_text(encoding="utf-8"))
    for field, kind in common_errors.FIELDS.items():
        assert field in entry, f"{path.name}: no {field!r}"
        assert isinstance(entry[field], kind), f"{path.name}: {field} is {kind}"
    named = _NAME.fullmatch(path.name)
    assert named, f"{path.name}: name it <id>.json"
    assert entry["id"] == named["id"], f"{path.name}: id {entry['id']!r}"
    assert "rank" not in entry, f"{path.name}: the rank is computed, not stored"
    assert set(entry) <= {*common_errors.FIELDS, "further_reading"}, path.name
    assert entry["kind"] in common_errors.KINDS
    assert entry["needs"] in common_errors.NEEDS
    assert entry["page"].startswith("docs/") and entry["page"].endswith(".md")
    assert entry["fix"].get("en"), path.name
    for item in entry["older_text"]:
        assert set(item) == {"text", "note"}, f"{path.name}: older_text {item}"
        assert all(isinstance(v, str | None) for v in item.values()), path.name
        assert item["text"] or item["note"], f"{path.name}: an empty older_text"
    if entry["kind"] == "error":
        assert entry["message"] and entry["message_pattern"], path.name
    if entry["message_pattern"]:
        pattern = re.compile(entry["message_pattern"])
        message = common_errors.plain(entry["message"])
        assert pattern.search(message), f"{path.name}: the pattern misses the message"


def test_ids_are_unique():
    ids = [e["id"] for e in ENTRIES]
    assert len(set(ids)) == len(ids), sorted(i for i in ids if ids.count(i) > 1)


def test_no_rank_is_stored_anywhere():
    """Neither a field nor a file name nor a number in front of the id."""
    for path in FILES:
        assert not re.match(r"\d", path.name), path.name
        assert '"rank"' not in path.read_text(encoding="utf-8"), path.name


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e["id"])
def test_the_stored_counts_are_the_threads(entry):
    """The counts the rank comes from are those of the thread list it stores."""
    search = entry["search"]
    assert search["date"] and search["corpus"] and search["queries"], entry["id"]
    assert common_errors.counted(entry) == search["counts"], (
        f"{entry['id']}: counts {search['counts']} but the threads give "
        f"{common_errors.counted(entry)}"
    )


def _words(text: str | None) -> set[str]:
    return set(re.findall(r"\w+", (text or "").lower()))


@pytest.mark.parametrize(
    "entry", [e for e in ENTRIES if e["kind"] == "error"], ids=lambda e: e["id"]
)
def test_an_error_is_ranked_on_the_message_current_releases_print(entry):
    """The first query is the message as torch prints it now, in its fixed words
    (a query may add a word that keeps out other programs' threads: Python's own
    messages name the torch call); older wordings are searched after it."""
    first = _words(entry["search"]["queries"][0])
    assert len(first - _words(entry["message"])) <= 2, (
        f"{entry['id']}: the first query is not the message it shows: "
        f"{sorted(first - _words(entry['message']))}"
    )


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e["id"])
def test_every_thread_counted_pastes_the_message_in_its_own_tracker(entry):
    """An error's threads paste the message (``pastes``); a silent pitfall's describe
    a user hit by it (``describes``); each is a GitHub thread of the repository it
    names (no mirror), listed once. Documentation is further reading, apart."""
    mark = common_errors.COUNTED[entry["kind"]]
    other = set(common_errors.COUNTED.values()) - {mark}
    urls = [t["url"] for t in entry["search"]["threads"]]
    assert len(set(urls)) == len(urls), f"{entry['id']}: a thread listed twice"
    for thread in entry["search"]["threads"]:
        assert thread.get(mark) is True, f"{entry['id']}: {thread['url']} not {mark}"
        assert not any(thread.get(k) for k in other), thread["url"]
        found = _THREAD.fullmatch(thread["url"])
        assert found, f"{entry['id']}: {thread['url']} is not a GitHub thread"
        assert found["repo"] == thread["repo"], thread["url"]
        assert int(found["number"]) == thread["number"], thread["url"]
        assert thread["title"] and isinstance(thread["in_title"], bool), thread
    for page in entry.get("further_reading") or []:
        assert _DOCS.match(page["url"]) and page["title"], page


def test_the_order_is_computed_from_the_stored_counts():
    """Re-derived here from the threads alone: errors by threads + titles, ties to
    more threads in pytorch/*, then to the id; the silent pitfalls after them."""

    def key(e):
        threads = e["search"]["threads"]
        titles = sum(t["in_title"] for t in threads)
        torch_repos = sum(t["repo"].startswith("pytorch/") for t in threads)
        return (-(len(threads) + titles), -torch_repos, e["id"])

    errors = sorted((e for e in ENTRIES if e["kind"] == "error"), key=key)
    silent = sorted((e for e in ENTRIES if e["kind"] == "silent"), key=key)
    assert [e["id"] for e in common_errors.errors()] == [e["id"] for e in errors]
    assert [e["id"] for e in common_errors.silent()] == [e["id"] for e in silent]
    assert [e["id"] for e in common_errors.entries()] == [
        e["id"] for e in errors + silent
    ]


def _items(lines: list[str]) -> list[list[str]]:
    """The rendered list's entries, each its lines (an entry starts unindented)."""
    items: list[list[str]] = []
    for line in lines:
        if line and not line.startswith(" "):
            items.append([])
        items[-1].append(line)
    return items


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_entry_shows_its_message_fix_and_link_then_its_evidence(lang):
    """On Common errors, in each language: the errors numbered 1..N by rank, the
    silent pitfalls apart and unnumbered; each entry's first line is its message (a
    silent pitfall's name), then its fix with the link to its section, then its
    evidence folded: the score, the counts it comes from, every thread counted, the
    documentation read, what its check needs and a link to the ranking method."""
    host = "reference/common-errors.md"
    ranked = _items(common_errors.ranked(lang, host))
    apart = _items(common_errors.silent_list(lang, host))
    assert len(ranked) == len(common_errors.errors())
    assert len(apart) == len(common_errors.silent())
    shown = list(zip(ranked, common_errors.errors(), strict=True))
    shown += zip(apart, common_errors.silent(), strict=True)
    for number, (item, entry) in enumerate(shown, 1):
        first, fix, summary, *details = [line.strip() for line in item if line]
        if entry["kind"] == "error":
            message = common_errors.first_line(entry["message"]).removesuffix(".")
            assert first == f"{number}. {common_errors.code(message)}", first
        else:
            assert first.startswith(f"- {common_errors.heading(entry, lang)}"), first
        fixed = entry["fix"].get(lang) or entry["fix"]["en"]
        assert fix.startswith(f"{_FIX[lang]}{' ' * (lang == 'en')}{fixed.strip()}")
        assert f"#{entry['anchor']})" in fix, fix
        counts = entry["search"]["counts"]
        score = counts["threads"] + counts["in_title"]
        assert summary.startswith("??? evidence") and summary.endswith(f' {score}"')
        details = " ".join(details)
        said = t("common errors counted", lang, score=score, links="", **counts)
        assert details.startswith(said), details
        for thread in entry["search"]["threads"]:
            assert f"]({thread['url']})" in details, (entry["id"], thread["url"])
        for page in entry.get("further_reading") or []:
            assert f"]({page['url']})" in details, (entry["id"], page["url"])
        needs = t(f"common errors needs {entry['needs']}", lang)
        assert needs in details and common_errors.gpu_note(entry, lang) in details
        assert details.endswith("(#how-the-list-was-ranked)"), details


def _reference(name: str, lang: str) -> str:
    path = pages.DOCS / "reference" / f"{name}{'.zh' * (lang == pages.ZH)}.md"
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_list_comes_first_and_how_it_was_ranked_after_it(lang):
    """Common errors: the intro links the method; the two lists follow, then the
    method; each list is styled by its class (docs/stylesheets/extra.css)."""
    text = _reference("common-errors", lang)
    ranked, silent = text.index("common-errors: ranked"), text.index("silent -->")
    method = re.search(
        r"^## (How the list was ranked|.*#how-the-list-was-ranked)", text, re.M
    )
    assert ranked < silent < method.start(), "the method comes after the list"
    intro = text[: text.index("\n## ")]
    assert "](#how-the-list-was-ranked)" in intro and "](pitfalls.md)" in intro
    assert text.count('<div class="generated common-errors"') == 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pitfalls_links_common_errors_in_its_introduction(lang):
    text = _reference("pitfalls", lang)
    assert "](common-errors.md)" in text[: text.index("\n## ")]


def test_the_gpu_note_follows_the_records(tmp_path):
    """An entry whose check needs a GPU says so: checked where a GPU record holds
    every block of its section as passed, failed where one failed, otherwise not yet
    run; an entry the CPU checks says nothing."""
    entry = next(e for e in ENTRIES if e["id"] == "cuda-out-of-memory")
    cpu = next(e for e in ENTRIES if e["needs"] == "cpu")
    assert common_errors.gpu_note(cpu, "en", tmp_path) == ""
    assert "not yet run" in common_errors.gpu_note(entry, "en", tmp_path)
    (tmp_path / pages.GPU_DIR).mkdir()

    def record(outcome, output="CUDA out of memory. Tried to allocate 2.00 GiB"):
        block = {
            "code": "x",
            "outcome": outcome,
            "fences": [],
            "section": f"Fix it {{ #{entry['anchor']} }}",
            "output": output,
        }
        record = {"release": "2.11.0", "device": "H100", "blocks": {}}
        record["blocks"][entry["page"]] = [block]
        path = tmp_path / pages.GPU_DIR / "torch-2.11.0-h100.json"
        path.write_text(json.dumps(record), encoding="utf-8")

    record("failed")
    note = common_errors.gpu_note(entry, "en", tmp_path)
    assert "failed on a GPU with torch 2.11" in note
    record("passed")
    note = common_errors.gpu_note(entry, "en", tmp_path)
    assert note.endswith("checked on a GPU with torch 2.11.")
    assert "torch 2.11" in common_errors.gpu_note(entry, "zh", tmp_path)
    # passed without printing the message: the error did not arise there
    record("passed", output="sm_90 ['sm_80', 'sm_90']\n")
    note = common_errors.gpu_note(entry, "en", tmp_path)
    assert "where the error did not arise" in note and "checked on" not in note


def test_no_kernel_image_did_not_arise_on_the_h100():
    """The GPU run's build had kernels for its GPU: the entry says so."""
    entry = next(e for e in ENTRIES if e["id"] == "cuda-no-kernel-image")
    assert "did not arise" in common_errors.gpu_note(entry, "en")
    assert "没有出现" in common_errors.gpu_note(entry, "zh")
    for other in ("cuda-out-of-memory", "input-weight-type-mismatch"):
        entry = next(e for e in ENTRIES if e["id"] == other)
        assert "checked on a GPU" in common_errors.gpu_note(entry, "en"), other


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_listing_has_no_full_stop_before_its_colon(lang):
    colon = {"en": ": ", "zh": "："}[lang]
    for item in common_errors.listing(lang, "reference/pitfalls.md"):
        assert f".`{colon}" not in item, item


def test_a_latin_link_text_is_spaced_in_chinese():
    from practices.i18n import gap

    link = "[CUDA 与显存](x)"
    said = t("common errors see", "zh", link=link, gap=gap("CUDA 与显存", "zh"))
    assert said == "参见 [CUDA 与显存](x)。"
    assert gap("张量", "zh") == "" and gap("CUDA", "en") == ""


def test_every_entry_has_its_section():
    """Fails while a section is still to come: the lists say so to readers."""
    missing = [e["id"] for e in ENTRIES if not e.get("anchor")]
    assert not missing, f"{len(missing)} entries have no section yet: {missing}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("entry", WITH_SECTION, ids=lambda e: e["id"])
def test_the_section_is_on_its_page_with_its_fix_and_message(entry, lang):
    path = pages.DOCS / common_errors.source(entry, lang)
    assert path.exists(), f"{entry['id']}: no page {path}"
    text = path.read_text(encoding="utf-8")
    found = _section_text(text, entry["anchor"])
    assert found is not None, f"{entry['id']}: no heading #{entry['anchor']} in {path}"
    fix = entry["fix"].get(lang)
    assert fix, f"{entry['id']}: no fix.{lang}"
    said = _one_line(found)
    assert _one_line(f"{_FIX[lang]} {fix}") in said or (
        lang == pages.ZH and _one_line(f"{_FIX[lang]}{fix}") in said
    ), f"{entry['id']}: {path.name} #{entry['anchor']} lacks {_FIX[lang]} {fix!r}"
    if entry["kind"] == "error":
        # the section as the reader gets it: its snippets included, where the
        # message is asserted, printed or shown with the values of the run
        shown = _one_line(
            _section_text(blocks.expand_plain(text), entry["anchor"]) or ""
        )
        message = _one_line(common_errors.first_line(entry["message"]))
        assert message in shown or re.search(entry["message_pattern"], shown), (
            f"{entry['id']}: {path.name} #{entry['anchor']} does not show {message!r}"
        )


# Wordings of an entry's error that other code paths or a GPU print, seen in a run;
# the entry's pattern must find each (the message itself is checked above).
OTHER_WORDINGS = {
    "mat1-mat2-dtype": [
        # Linear without a bias, or `@`, on the CPU (2.13.0, 2.14.1, 2.15.0)
        "expected m1 and m2 to have the same dtype, but got: double != float",
        # Linear without a bias on CUDA (torch 2.11, CUDA 13, H100)
        "expected mat1 and mat2 to have the same dtype, but got: double != float",
        # Linear with a bias on CUDA, half input (torch 2.11, CUDA 13, H100)
        "mat1 and mat2 must have the same dtype, but got Half and Float",
    ],
    "expected-all-tensors-same-device": [
        # the dispatcher's device check (torch 2.11, CUDA 13, H100)
        "Expected all tensors to be on the same device, but got mat1 is on cpu, "
        "different from other tensors on cuda:0 (when checking argument in method "
        "wrapper_CUDA_addmm)",
    ],
}


@pytest.mark.parametrize(
    ("entry_id", "wording"),
    [(i, w) for i, ws in OTHER_WORDINGS.items() for w in ws],
)
def test_the_pattern_finds_the_other_wordings(entry_id, wording):
    (entry,) = [e for e in ENTRIES if e["id"] == entry_id]
    assert re.search(entry["message_pattern"], wording), (entry_id, wording)


def test_older_wordings_are_data_and_the_search_carries_the_first():
    entry = {
        "older_text": [
            {"text": None, "note": "only the hint changed"},
            {"text": "old words", "note": "<=1.10"},
            {"text": "older words", "note": None},
        ]
    }
    assert common_errors.older_texts(entry) == ["old words", "older words"]
    assert common_errors.older(entry) == "old words"
    assert common_errors.older({"older_text": []}) is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_home_page_s_error_is_an_entry_with_its_fix_and_section(lang):
    """The home page's first screen shows one real error and its fix (a "failure"
    admonition): the message is an entry's, as its section shows it; the fix is the
    entry's **Fix:** line word for word (which its section shows, as the test above
    checks); the link leads to that section."""
    home = pages.DOCS / (
        "index.md" if lang == pages.DEFAULT_LANGUAGE else "index.zh.md"
    )
    card = re.search(
        r'^!!! failure "`(?P<message>[^`]+)`"\n(?P<body>(?:    .*\n)+)',
        home.read_text(encoding="utf-8"),
        re.M,
    )
    assert card, f"{home.name}: no error card"
    links = re.findall(r"\]\(([\w/-]+\.md)#([\w-]+)\)", card["body"])
    assert len(links) == 1, links
    (page, anchor) = links[0]
    entry = next(
        (e for e in ENTRIES if (e["page"], e["anchor"]) == (f"docs/{page}", anchor)),
        None,
    )
    assert entry, f"{home.name}: {page}#{anchor} is no entry's section"
    assert entry["kind"] == "error"
    assert re.fullmatch(
        r"\w+Error: (?:\w+: )?" + entry["message_pattern"], card["message"]
    )
    assert common_errors.first_line(entry["message"]) in card["message"]
    body = _one_line(card["body"])
    fix = entry["fix"][lang]
    assert body.startswith(_one_line(f"{_FIX[lang]} {fix}")) or (
        lang == pages.ZH and body.startswith(_one_line(f"{_FIX[lang]}{fix}"))
    ), body
    # the section shows the message with its exception's name, as the card does
    section = _section_text(
        blocks.expand_plain((pages.DOCS / page).read_text(encoding="utf-8")), anchor
    )
    assert card["message"] in (section or ""), card["message"]
