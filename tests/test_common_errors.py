"""The errors readers paste (data/common-errors/): every entry is well formed, and
each entry with a section has it, in both languages, with its fix and its message.

One JSON file per entry, ``NN-<id>.json`` (site_extensions/common_errors.py says
what each field holds). The site lists the entries (the Pitfalls reference, the page
Common errors) and indexes each message in its section (hooks/search.py);
tests/browser/test_pasted_errors.py pastes each message into both editions' search.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from harness import expand

from site_extensions import common_errors, pages
from site_extensions.i18n import LANGUAGES

FILES = sorted(common_errors.DATA.glob("*.json"))
ENTRIES = [json.loads(p.read_text(encoding="utf-8")) for p in FILES]
WITH_SECTION = [e for e in ENTRIES if e.get("anchor")]
_NAME = re.compile(r"(?P<rank>\d{2})-(?P<id>[a-z0-9]+(?:-[a-z0-9]+)*)\.json")
# Evidence: an issue or pull-request thread on GitHub; a pitfall that raises
# nothing may also cite PyTorch's own documentation (its FAQ).
_GITHUB = re.compile(r"https://github\.com/[\w.-]+/[\w.-]+/(issues|pull)/\d+")
_DOCS = re.compile(r"https://(docs\.)?pytorch\.org/docs/")
_FIX = {pages.DEFAULT_LANGUAGE: "**Fix:**", pages.ZH: "**修正：**"}


def _one_line(text: str) -> str:
    return " ".join(text.split())


def section(text: str, anchor: str) -> str | None:
    """The Markdown of the section whose heading has ``anchor`` (its ``{ #id }`` or
    the toc's slug): from its heading to the next heading of its level or above."""
    lines = text.splitlines()
    seen: dict[str, int] = {}
    start = level = None
    for k, (line, inside) in enumerate(pages.fence_lines(text)):
        found = None if inside else pages.heading(line)
        if not found:
            continue
        if start is not None and found[0] <= level:
            return "\n".join(lines[start:k])
        if start is None and pages.numbered(pages.slug(found[1]), seen) == anchor:
            start, level = k, found[0]
    return "\n".join(lines[start:]) if start is not None else None


def test_there_are_entries():
    assert len(FILES) >= 40


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_an_entry_has_every_field(path: Path):
    entry = json.loads(path.read_text(encoding="utf-8"))
    for field, kind in common_errors.FIELDS.items():
        assert field in entry, f"{path.name}: no {field!r}"
        assert isinstance(entry[field], kind), f"{path.name}: {field} is {kind}"
    named = _NAME.fullmatch(path.name)
    assert named, f"{path.name}: name it NN-<id>.json"
    assert entry["id"] == named["id"], f"{path.name}: id {entry['id']!r}"
    assert entry["rank"] == int(named["rank"]), f"{path.name}: rank {entry['rank']}"
    assert entry["kind"] in common_errors.KINDS
    assert entry["needs"] in common_errors.NEEDS
    assert entry["page"].startswith("docs/") and entry["page"].endswith(".md")
    assert entry["why"].get("en") and entry["fix"].get("en"), path.name
    if entry["kind"] == "error":
        assert entry["message"] and entry["message_pattern"], path.name
    if entry["message_pattern"]:
        pattern = re.compile(entry["message_pattern"])
        message = common_errors.plain(entry["message"])
        assert pattern.search(message), f"{path.name}: the pattern misses the message"


def test_ids_and_ranks_are_unique_and_ranks_run_from_one():
    ids = [e["id"] for e in ENTRIES]
    assert len(set(ids)) == len(ids), sorted(i for i in ids if ids.count(i) > 1)
    assert sorted(e["rank"] for e in ENTRIES) == list(range(1, len(ENTRIES) + 1))


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e["id"])
def test_an_entry_cites_a_thread(entry):
    for evidence in entry["evidence"]:
        assert evidence["url"].startswith("https://"), evidence
        assert evidence["repo"] and evidence["title"], evidence
    cited = [
        e
        for e in entry["evidence"]
        if _GITHUB.match(e["url"])
        or (entry["kind"] == "silent" and _DOCS.match(e["url"]))
    ]
    assert cited, f"{entry['id']}: no GitHub thread (or, if silent, PyTorch's docs)"


def test_every_entry_has_its_section():
    """Fails while a section is still to come: the lists say so to readers."""
    missing = [f"{e['rank']:02d}-{e['id']}" for e in ENTRIES if not e.get("anchor")]
    assert not missing, f"{len(missing)} entries have no section yet: {missing}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("entry", WITH_SECTION, ids=lambda e: e["id"])
def test_the_section_is_on_its_page_with_its_fix_and_message(entry, lang):
    path = pages.DOCS / common_errors.source(entry, lang)
    assert path.exists(), f"{entry['id']}: no page {path}"
    text = path.read_text(encoding="utf-8")
    found = section(text, entry["anchor"])
    assert found is not None, f"{entry['id']}: no heading #{entry['anchor']} in {path}"
    fix = entry["fix"].get(lang)
    assert fix, f"{entry['id']}: no fix.{lang}"
    said = _one_line(found)
    assert _one_line(f"{_FIX[lang]} {fix}") in said or (
        lang == pages.ZH and _one_line(f"{_FIX[lang]}{fix}") in said
    ), f"{entry['id']}: {path.name} #{entry['anchor']} lacks {_FIX[lang]} {fix!r}"
    assert entry["why"].get(lang), f"{entry['id']}: no why.{lang}"
    if entry["kind"] == "error":
        # the section as the reader gets it: its snippets included, where the
        # message is asserted, printed or shown with the values of the run
        shown = _one_line(section(expand.expand_plain(text), entry["anchor"]) or "")
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
